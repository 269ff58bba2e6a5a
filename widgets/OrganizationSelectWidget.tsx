import type { KeyboardEvent } from 'react';
import { useMemo, useRef } from 'react';

import { organisationTyped } from '../core/rules/organisation';
import type { RegWidgetProps } from '../src/form/formContext';
import SelectWidget from './SelectWidget';

/** Letters typed closer together than this are one search, as a native select's own type-ahead counts them. */
const typeAheadPauseMs = 1000;

/**
 * A select of the chosen region's authorities, 'name (acronym)' or the name alone, as the form lists them. A native
 * select finds an option only by the start of its text, so typing an acronym ('TGA') is looked up here first.
 */
export default function OrganizationSelectWidget(props: RegWidgetProps) {
  const { organisationOptions, feeRegion } = props.registry.formContext;
  const { onChange } = props;
  const enumOptions = useMemo(
    () => organisationOptions.map((label) => ({ label, value: label })),
    [organisationOptions],
  );
  const typed = useRef({ text: '', at: 0 });
  // A plain function: the select's handler gains nothing from a stable identity.
  const handleKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const pause = event.timeStamp - typed.current.at > typeAheadPauseMs;
    typed.current = { text: (pause ? '' : typed.current.text) + event.key, at: event.timeStamp };
    const found = organisationTyped(feeRegion?.authorities ?? [], typed.current.text);
    if (found === undefined) return;
    // The browser's own type-ahead would move on by the option's first letter instead.
    event.preventDefault();
    onChange(found);
  };
  return <SelectWidget {...props} options={{ ...props.options, enumOptions }} onKeyDown={handleKeyDown} />;
}
