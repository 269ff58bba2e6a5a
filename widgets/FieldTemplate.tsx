import type { FieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';

import type { RegistrationValues } from '../core/model/types';
import type { RegFormContext } from '../src/form/formContext';
import { useText } from '../src/i18n/useText';
import FieldErrors from './FieldErrors';
import RequiredLabel from './RequiredLabel';
import { helpIdOf, labelIdOf } from './support/fieldIds';
import { fieldKindOf, placesOwnErrors } from './support/registryKeys';

/** Frames every field: its label or legend with the '*' marker, the control, then its errors and help beneath. */
export default function FieldTemplate(props: FieldTemplateProps<RegistrationValues, RJSFSchema, RegFormContext>) {
  const { id, label, children, rawErrors, hidden, required, uiSchema, rawHelp } = props;
  const t = useText();
  if (hidden) return <div className="hidden">{children}</div>;
  if (id === 'root') return children;

  const uiOptions = getUiOptions(uiSchema);
  const kind = fieldKindOf(uiOptions.widget);
  const labelText = t(label);
  const markRequired = Boolean(required || uiOptions.markRequired);
  const marker = uiOptions.requiredMarker === 'before' ? 'before' : 'after';
  const hasErrors = (rawErrors?.length ?? 0) > 0;
  const className = `field field--${kind}${hasErrors ? ' field--error' : ''}`;
  const errors = placesOwnErrors(uiOptions.widget) ? null : (
    <FieldErrors id={id} errors={rawErrors} fieldLabel={labelText} />
  );
  const help = rawHelp ? (
    <p id={helpIdOf(id)} className="field__help">
      {t(rawHelp)}
    </p>
  ) : null;

  if (kind === 'group') {
    return (
      <fieldset className={className}>
        <legend id={labelIdOf(id)} className="field__label">
          <RequiredLabel text={labelText} required={markRequired} marker={marker} />
        </legend>
        {children}
        {errors}
        {help}
      </fieldset>
    );
  }
  if (kind === 'self') {
    return (
      <div className={className}>
        {children}
        {errors}
        {help}
      </div>
    );
  }
  return (
    <div className={className}>
      <label id={labelIdOf(id)} htmlFor={id} className="field__label">
        <RequiredLabel text={labelText} required={markRequired} marker={marker} />
      </label>
      {children}
      {errors}
      {help}
    </div>
  );
}
