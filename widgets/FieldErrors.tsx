import { useText } from '../src/i18n/useText';
import { errorIdOf } from './support/fieldIds';

interface FieldErrorsProps {
  id: string;
  /** Message keys of the field's errors. */
  errors: readonly string[] | undefined;
  /** The field's label, for '{field} is not valid.' */
  fieldLabel: string;
}

/** A field's error texts beneath it, under the id its control's aria-describedby names. */
export default function FieldErrors({ id, errors, fieldLabel }: FieldErrorsProps) {
  const t = useText();
  if (!errors || errors.length === 0) return null;
  const texts = [...new Set(errors.map((key) => t(key, { field: fieldLabel })))];
  return (
    <div id={errorIdOf(id)} className="field__error">
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}
