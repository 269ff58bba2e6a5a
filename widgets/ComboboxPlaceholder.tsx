import { useState } from 'react';

import type { RegWidgetProps } from '../src/form/formContext';
import { useText } from '../src/i18n/useText';
import { saveDraft } from './support/comboboxDrafts';
import { widgetAria } from './support/widgetAria';

/**
 * What a searchable select shows while its code is still loading: the chosen value, or whatever the person starts
 * typing, which the real combobox takes over as its search when it arrives.
 */
export default function ComboboxPlaceholder(props: RegWidgetProps) {
  const { id, htmlName, name, value, placeholder, disabled, readonly } = props;
  const t = useText();
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const shown = typed ?? (typeof value === 'string' ? value : '');
  return (
    <div className="combobox">
      <input
        id={id}
        name={htmlName || name || id}
        className="input"
        value={shown}
        placeholder={placeholder ? t(placeholder) : undefined}
        disabled={disabled}
        readOnly={readonly}
        autoComplete="off"
        aria-busy="true"
        onChange={(event) => {
          setTyped(event.target.value);
          saveDraft(id, event.target.value);
        }}
        {...widgetAria(props)}
      />
    </div>
  );
}
