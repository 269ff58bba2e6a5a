/**
 * Whether a name has anything to print. A family name of a no-break space, an ideographic space (U+3000) or a
 * zero-width space passes `minLength: 1` and a `\S` test, yet the certificate and badge would print nothing; so what is
 * left once every Unicode space, control and formatting character (zero-width, BOM, word joiner, bidi marks), the
 * Hangul and Braille blanks and variation selectors are removed must not be empty.
 */

/** One character that shows: the form's schema uses it as the `visible-text` format (core/validation/validatorOptions.ts). */
// The combining grapheme joiner and the Mongolian and variation selectors are listed one by one on purpose: each shows
// nothing alone, which is what the class is about.
export const visibleCharacterPattern =
  // eslint-disable-next-line no-misleading-character-class
  /[^\s\p{Z}\p{Cc}\p{Cf}\p{Cs}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2800\u3164\ufe00-\ufe0f\uffa0\u{e0100}-\u{e01ef}]/u;

/** Whether `text` holds at least one character that shows. */
export function hasVisibleText(text: string): boolean {
  return visibleCharacterPattern.test(text);
}
