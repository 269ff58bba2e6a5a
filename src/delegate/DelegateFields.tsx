import { useIntl } from 'react-intl';

import type { DelegateField } from '../../core/api/delegateTypes';
import { useText } from '../i18n/useText';
import { fieldLabel, fieldValue } from './delegateFieldText';
import { useMaybeText } from './useMaybeText';

/** Every stored field, in the form's order, each with its label and value as the form showed them. */
export default function DelegateFields({ fields }: { fields: readonly DelegateField[] }) {
  const text = useText();
  const maybe = useMaybeText();
  const { locale } = useIntl();
  return (
    <section aria-labelledby="delegate-fields">
      <h2 id="delegate-fields">{text('delegate.fields.heading')}</h2>
      <dl className="delegate-facts">
        {fields.map(({ key, value }) => (
          <div key={key}>
            <dt>{fieldLabel(key, maybe)}</dt>
            <dd>{fieldValue(key, value, maybe, locale)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
