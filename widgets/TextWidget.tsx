import type { RegWidgetProps } from '../src/form/formContext';
import { useText } from '../src/i18n/useText';
import { autocompleteOf, useTextInputProps } from './support/textInputProps';

/** A one-line text input; `ui:options.inputType` picks email, tel and the like. */
export default function TextWidget(props: RegWidgetProps) {
  const t = useText();
  const inputProps = useTextInputProps<HTMLInputElement>(props, t);
  const type = typeof props.options.inputType === 'string' ? props.options.inputType : 'text';
  return <input {...inputProps} type={type} autoComplete={autocompleteOf(props)} />;
}
