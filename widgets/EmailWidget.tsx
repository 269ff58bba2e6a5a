import type { RegWidgetProps } from '../src/form/formContext';
import TextWidget from './TextWidget';

/** A text input for an e-mail address (the e-mail keyboard on phones). */
export default function EmailWidget(props: RegWidgetProps) {
  return <TextWidget {...props} options={{ ...props.options, inputType: 'email' }} />;
}
