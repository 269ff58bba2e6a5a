import type { RegUiSchema } from './formContext';

export interface UiState {
  /** Fields whose widget is not displayed. */
  hidden: ReadonlySet<string>;
  /** Whether a field's errors may show: once it has been left, or after a submit was tried. */
  showsErrors: (field: string) => boolean;
}

/** The UI schema of the moment: the staff's UI schema with hidden fields and not-yet-shown errors applied. */
export function uiSchemaFor(base: RegUiSchema, fields: readonly string[], state: UiState): RegUiSchema {
  const result: RegUiSchema = { ...base };
  for (const field of fields) {
    const own = (base[field] ?? {}) as RegUiSchema;
    const hidden = state.hidden.has(field);
    const hideError = !state.showsErrors(field);
    if (!hidden && !hideError) continue;
    result[field] = {
      ...own,
      ...(hidden ? { 'ui:widget': 'hidden' } : {}),
      ...(hideError ? { 'ui:hideError': true } : {}),
    };
  }
  return result;
}
