/** RJSF's id for a top-level field: focus-on-error and labels rely on it. */
export function fieldId(field: string): string {
  return `root_${field}`;
}

/** The field name of a top-level widget id ('root_email' is 'email'). */
export function fieldOfId(id: string): string {
  return id.replace(/^root_/, '').split('_')[0] ?? id;
}

/** The id of the element that shows a field's error. */
export function errorIdOf(id: string): string {
  return `${id}__error`;
}

/** The id of the element that shows a field's help text. */
export function helpIdOf(id: string): string {
  return `${id}__help`;
}

/** The id of a field's visible label. */
export function labelIdOf(id: string): string {
  return `${id}__label`;
}
