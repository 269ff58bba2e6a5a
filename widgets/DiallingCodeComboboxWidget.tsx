import { useCallback, useMemo } from 'react';

import type { DiallingCode } from '../core/model/types';
import type { RegWidgetProps } from '../src/form/formContext';
import { useText } from '../src/i18n/useText';
import Combobox from './Combobox';
import { comboboxWidgetProps } from './support/comboboxWidgetProps';

const diallingKey = (entry: DiallingCode) => String(entry.id);

/** Searchable select of dialling codes: flag, country name in the current language and code; the value is the entry id. */
export default function DiallingCodeComboboxWidget(props: RegWidgetProps) {
  const { value, registry, onChange } = props;
  const t = useText();
  const { entries, nameOf, locale, matches } = registry.formContext.dialling;
  const selected = entries.find((entry) => entry.id === value) ?? null;
  const itemToString = useCallback(
    (entry: DiallingCode | null) => (entry ? `${nameOf(entry)} (${entry.code})` : ''),
    [nameOf],
  );
  const renderItem = useMemo(
    () => (entry: DiallingCode) => (
      <>
        <span className="dialling__flag" aria-hidden="true">
          {entry.flag}
        </span>
        <span className="dialling__name">{nameOf(entry)}</span>
        <span className="dialling__code">{entry.code}</span>
      </>
    ),
    [nameOf],
  );
  const handleSelect = useCallback(
    (entry: DiallingCode | null) => {
      // No choice is null, the initial value of spec section 3.
      onChange(entry ? entry.id : null);
    },
    [onChange],
  );
  return (
    // A new language starts the input afresh, so the chosen country's name is shown in it.
    <Combobox<DiallingCode>
      key={locale}
      {...comboboxWidgetProps(props, t)}
      items={entries}
      selectedItem={selected}
      itemToString={itemToString}
      itemKey={diallingKey}
      renderItem={renderItem}
      matches={matches}
      onSelect={handleSelect}
    />
  );
}
