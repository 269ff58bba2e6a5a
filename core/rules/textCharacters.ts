/**
 * The characters a text the staff console, the e-mails and the PDFs show may not hold: control characters (NUL,
 * newlines), bidirectional formatting (U+202E turns what follows around) and lone surrogates (UTF-8, and so the
 * database, cannot keep them). The form's text fields refuse the same class through their `pattern` in
 * schemas/form.schema.json (tests/rules/textCharacters.test.ts holds the two together).
 */
// Control characters are what the class is about.
// eslint-disable-next-line no-control-regex
export const unsafeCharacterPattern = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\p{Cs}]/u;

/** Whether `text` holds none of the unsafe characters. */
export function hasOnlySafeCharacters(text: string): boolean {
  return !unsafeCharacterPattern.test(text);
}
