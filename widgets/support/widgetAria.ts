import type { RegWidgetProps } from '../../src/form/formContext';
import { errorIdOf, helpIdOf } from './fieldIds';

type AriaSource = Pick<RegWidgetProps, 'id' | 'rawErrors' | 'hideError' | 'uiSchema'>;

/** Whether the widget's errors are shown now (they may exist before a person has left the field). */
export function showsError({ rawErrors, hideError }: AriaSource): boolean {
  return !hideError && (rawErrors?.length ?? 0) > 0;
}

/** aria-invalid and aria-describedby for a widget: its error and help, only when they are on the page. */
export function widgetAria(props: AriaSource): { 'aria-invalid': boolean; 'aria-describedby'?: string } {
  const invalid = showsError(props);
  const ids = [
    invalid ? errorIdOf(props.id) : undefined,
    props.uiSchema?.['ui:help'] ? helpIdOf(props.id) : undefined,
  ].filter((id): id is string => id !== undefined);
  return { 'aria-invalid': invalid, 'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined };
}
