import { useMemo } from 'react';

import type { RegWidgetProps } from '../src/form/formContext';
import SelectWidget from './SelectWidget';

/** A select of the chosen region's authorities, 'name (acronym)' or the name alone, as the form lists them. */
export default function OrganizationSelectWidget(props: RegWidgetProps) {
  const { organisationOptions } = props.registry.formContext;
  const enumOptions = useMemo(
    () => organisationOptions.map((label) => ({ label, value: label })),
    [organisationOptions],
  );
  return <SelectWidget {...props} options={{ ...props.options, enumOptions }} />;
}
