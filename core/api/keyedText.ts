/**
 * A text an API answer names by its catalogue key, beside the English `message` and `errors` the contract requires:
 * each page words it in its own language from the key, and no English is parsed back.
 */
export interface KeyedText {
  key: string;
  /** ICU values; a value that is itself a keyed text (a field's label) is worded first, in the same language. */
  values?: Readonly<Record<string, string | number | KeyedText>>;
}

/**
 * The keys of a table of texts under `prefix` with the values each fills ({ tooDeep: ['max'] } under
 * 'staff.api.statement.' is 'staff.api.statement.tooDeep': ['max']), as check:schemas reads the server's keys.
 */
export function textKeysUnder(
  prefix: string,
  table: Readonly<Record<string, readonly string[]>>,
): Readonly<Record<string, readonly string[]>> {
  return Object.fromEntries(Object.entries(table).map(([name, values]) => [`${prefix}${name}`, values]));
}

/** What a refusal may carry besides `message` and `errors`: the same texts by key. */
export interface KeyedRefusal {
  messageText?: KeyedText;
  errorTexts?: Readonly<Record<string, readonly KeyedText[]>>;
}

/** Whether a JSON value is a keyed text (an answer is read from the network, so it is checked, not trusted). */
export function isKeyedText(value: unknown): value is KeyedText {
  if (typeof value !== 'object' || value === null) return false;
  const { key, values } = value as { key?: unknown; values?: unknown };
  return typeof key === 'string' && (values === undefined || (typeof values === 'object' && values !== null));
}

/** Words a keyed text with `format` (a catalogue lookup with ICU values), nested labels first. */
export function wordKeyedText(
  text: KeyedText,
  format: (key: string, values: Record<string, string | number>) => string,
): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values ?? {})) {
    values[name] = typeof value === 'object' ? wordKeyedText(value, format) : value;
  }
  return format(text.key, values);
}
