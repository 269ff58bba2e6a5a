import type { RegWidgetProps } from '../src/form/formContext';
import { useText } from '../src/i18n/useText';
import { useTextInputProps } from './support/textInputProps';

/** Rows of a textarea unless `ui:options.rows` says otherwise (spec section 9). */
export const TEXTAREA_ROWS = 3;

/** A multi-line text input, 3 rows high. */
export default function TextareaWidget(props: RegWidgetProps) {
  const t = useText();
  const textareaProps = useTextInputProps<HTMLTextAreaElement>(props, t);
  return (
    <textarea {...textareaProps} rows={typeof props.options.rows === 'number' ? props.options.rows : TEXTAREA_ROWS} />
  );
}
