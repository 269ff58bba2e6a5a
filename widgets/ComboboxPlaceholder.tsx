import type { RegWidgetProps } from '../src/form/formContext';
import { widgetAria } from './widgetAria';

/** What a searchable select shows for the moment its code is still loading: its value, read-only, with the same id. */
export default function ComboboxPlaceholder(props: RegWidgetProps) {
  const { id, htmlName, name, value } = props;
  return (
    <div className="combobox">
      <input
        id={id}
        name={htmlName || name || id}
        className="input"
        value={typeof value === 'string' ? value : ''}
        readOnly
        aria-busy="true"
        {...widgetAria(props)}
      />
    </div>
  );
}
