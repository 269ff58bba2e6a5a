/** Characters a terminal would act on rather than show: C0 and C1 controls, DEL, and the bidirectional formatting marks. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose.
const unprintable = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]|[\ud800-\udfff]/gu;

/**
 * `text` safe to print to a terminal: each control or bidi character (and any lone surrogate) shown as `\u{…}`, so a
 * stored value can neither move the cursor, recolour the screen, nor reorder what is printed after it.
 */
export function terminalText(text: string): string {
  return text.replace(unprintable, (character) => `\\u{${(character.codePointAt(0) ?? 0).toString(16)}}`);
}
