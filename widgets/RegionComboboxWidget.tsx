import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { regionNameIn } from '../core/i18n/regionName';
import type { Region } from '../core/model/types';
import type { RegWidgetProps } from '../src/form/formContext';
import { regionMatches } from '../src/form/regionText';
import { useText } from '../src/i18n/useText';
import Combobox from './Combobox';
import { comboboxWidgetProps } from './support/comboboxWidgetProps';

const regionKey = (region: Region) => region.id;

/**
 * Searchable select of the region list, each shown in the page's language and found by that name or the English one;
 * the value is the region's English display name, which the payload sends.
 */
export default function RegionComboboxWidget(props: RegWidgetProps) {
  const { value, options, registry, onChange } = props;
  const t = useText();
  const { locale } = useIntl();
  const { regions } = registry.formContext;
  const selected = regions.find((region) => region.regionName === value) ?? null;
  const itemToString = useCallback((region: Region | null) => (region ? regionNameIn(region, locale) : ''), [locale]);
  const matches = useCallback((region: Region, query: string) => regionMatches(region, query, locale), [locale]);
  const handleSelect = useCallback(
    (region: Region | null) => onChange(region?.regionName ?? options.emptyValue),
    [onChange, options.emptyValue],
  );
  return (
    // A new language starts the input afresh, so the chosen region's name is shown in it.
    <Combobox<Region>
      key={locale}
      {...comboboxWidgetProps(props, t)}
      items={regions}
      selectedItem={selected}
      itemToString={itemToString}
      itemKey={regionKey}
      matches={matches}
      onSelect={handleSelect}
    />
  );
}
