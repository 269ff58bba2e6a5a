import { useMemo } from 'react';
import type { RegWidgetProps } from '../src/form/formContext';
import { organisationOptions } from '../src/rules/organisation';
import SelectWidget from './SelectWidget';

/** A select of the chosen region's authorities, 'name (acronym)' or the name alone. */
export default function OrganizationSelectWidget(props: RegWidgetProps) {
  const { region } = props.registry.formContext;
  const enumOptions = useMemo(
    () => organisationOptions(region).map((label) => ({ label, value: label })),
    [region],
  );
  return <SelectWidget {...props} options={{ ...props.options, enumOptions }} />;
}
