/** Narrowing helpers for data read from JSON files, which may hold anything. */

export type JsonObject = { [key: string]: unknown };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A value as it would be written in the file, for messages: -5, "abc", missing. */
export function shown(value: unknown): string {
  if (value === undefined) return 'missing';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The items of an array, or [] when the value is not an array (that is reported separately). */
export function arrayItems(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
