import { useCallback } from 'react';

import type { RegWidgetProps } from '../src/form/formContext';
import { useText } from '../src/i18n/useText';
import type { Region } from '../src/model/types';
import Combobox from './Combobox';
import { comboboxWidgetProps } from './support/comboboxWidgetProps';

const regionText = (region: Region | null) => region?.regionName ?? '';
const regionKey = (region: Region) => region.id;

/** Searchable select of the region list; the value is the region's display name. */
export default function RegionComboboxWidget(props: RegWidgetProps) {
  const { value, options, registry, onChange } = props;
  const t = useText();
  const { regions } = registry.formContext;
  const selected = regions.find((region) => region.regionName === value) ?? null;
  const handleSelect = useCallback(
    (region: Region | null) => onChange(region?.regionName ?? options.emptyValue),
    [onChange, options.emptyValue],
  );
  return (
    <Combobox<Region>
      {...comboboxWidgetProps(props, t)}
      items={regions}
      selectedItem={selected}
      itemToString={regionText}
      itemKey={regionKey}
      onSelect={handleSelect}
    />
  );
}
