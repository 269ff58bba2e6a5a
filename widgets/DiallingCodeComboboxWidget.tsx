import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { RegWidgetProps } from '../src/form/formContext';
import { diallingMatches, diallingName } from '../src/form/diallingText';
import { diallingCodes } from '../src/model/diallingCodes';
import type { DiallingCode } from '../src/model/types';
import { useText } from '../src/i18n/useText';
import Combobox from './Combobox';
import { comboboxWidgetProps } from './comboboxWidgetProps';

const diallingKey = (entry: DiallingCode) => String(entry.id);

/** Searchable select of dialling codes: flag, country name in the current language and code; the value is the entry id. */
export default function DiallingCodeComboboxWidget(props: RegWidgetProps) {
  const { value, onChange } = props;
  const t = useText();
  const { locale } = useIntl();
  const selected = diallingCodes.find((entry) => entry.id === value) ?? null;
  const itemToString = useCallback(
    (entry: DiallingCode | null) => (entry ? `${diallingName(entry, locale)} (${entry.code})` : ''),
    [locale],
  );
  const renderItem = useMemo(
    () => (entry: DiallingCode) => (
      <>
        <span className="dialling__flag" aria-hidden="true">
          {entry.flag}
        </span>
        <span className="dialling__name">{diallingName(entry, locale)}</span>
        <span className="dialling__code">{entry.code}</span>
      </>
    ),
    [locale],
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
      items={diallingCodes}
      selectedItem={selected}
      itemToString={itemToString}
      itemKey={diallingKey}
      renderItem={renderItem}
      matches={diallingMatches}
      onSelect={handleSelect}
    />
  );
}
