import type { RegWidgetProps } from '../src/form/formContext';
import { useText } from '../src/i18n/useText';
import { digitsOnly } from './support/digitsOnly';
import { autocompleteOf, useTextInputProps } from './support/textInputProps';

/**
 * A number field that accepts digits only: anything else is removed as it is typed, and phones offer the numeric
 * keypad. It stays a text input, since type="number" would drop leading zeros and accept 'e'.
 */
export default function DigitsWidget(props: RegWidgetProps) {
  const t = useText();
  const inputProps = useTextInputProps<HTMLInputElement>(props, t, digitsOnly);
  return (
    <input {...inputProps} type="text" inputMode="numeric" pattern="[0-9]*" autoComplete={autocompleteOf(props)} />
  );
}
