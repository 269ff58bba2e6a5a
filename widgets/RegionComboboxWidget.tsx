import { useCallback } from 'react';
import type { RegWidgetProps } from '../src/form/formContext';
import { labelIdOf } from '../src/form/fieldIds';
import type { Region } from '../src/model/types';
import { useText } from '../src/i18n/useText';
import Combobox from './Combobox';
import { widgetAria } from './widgetAria';

const regionText = (region: Region | null) => region?.regionName ?? '';
const regionKey = (region: Region) => region.id;

/** Searchable select of the region list; the value is the region's display name. */
export default function RegionComboboxWidget(props: RegWidgetProps) {
  const { id, name, htmlName, value, required, disabled, readonly, autofocus, placeholder, options, registry, onChange, onBlur, onFocus } = props;
  const t = useText();
  const { regions } = registry.formContext;
  const selected = regions.find((region) => region.regionName === value) ?? null;
  const aria = widgetAria(props);
  const handleSelect = useCallback(
    (region: Region | null) => {
      onChange(region?.regionName ?? options.emptyValue);
    },
    [onChange, options.emptyValue],
  );
  return (
    <Combobox<Region>
      id={id}
      name={htmlName || name || id}
      labelId={labelIdOf(id)}
      items={regions}
      selectedItem={selected}
      itemToString={regionText}
      itemKey={regionKey}
      onSelect={handleSelect}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      placeholder={placeholder ? t(placeholder) : undefined}
      required={required}
      disabled={disabled}
      readonly={readonly}
      autofocus={autofocus}
      invalid={aria['aria-invalid']}
      describedBy={aria['aria-describedby']}
    />
  );
}
