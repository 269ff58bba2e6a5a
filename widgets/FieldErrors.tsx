import { useText } from '../src/i18n/useText';
import { errorIdOf } from './support/fieldIds';

interface FieldErrorsProps {
  id: string;
  /** Message keys of the field's errors. */
  errors: readonly string[] | undefined;
  /** The field's label, for '{field} is not valid.' */
  fieldLabel: string;
}

/** A catalogue key ('error.email.invalid') rather than a sentence: dotted words, no spaces. */
function isMessageKey(error: string): boolean {
  return /^[\w-]+(\.[\w-]+)+$/.test(error);
}

/** A field's error texts beneath it, under the id its control's aria-describedby names. */
export default function FieldErrors({ id, errors, fieldLabel }: FieldErrorsProps) {
  const t = useText();
  if (!errors || errors.length === 0) return null;
  // The form's rules give message keys; a server's refusal (serverErrors.ts) comes as the sentence to show.
  const texts = [...new Set(errors.map((error) => (isMessageKey(error) ? t(error, { field: fieldLabel }) : error)))];
  return (
    <div id={errorIdOf(id)} className="field__error">
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}
