/**
 * Text a spreadsheet would run as a formula when a CSV is opened: one starting with = + - @ (or a tab or a line
 * break), once the program has trimmed the spaces before it (a "trim spaces" import does, of any script: a no-break
 * space, U+3000) and read a compatibility form as the plain sign (the small and full-width equals, U+FE66 and U+FF1D)
 * or a minus sign (U+2212) as a minus.
 */

/** Spaces and invisible characters a spreadsheet's trim or its reader may drop before the first character. */
const leadingBlank = /^[\s\p{Z}\p{Cf}]+/u;
/** What starts a formula, after NFKC; U+2212 and the other dashes read as minus. */
const formulaStart = /^[=+\-@\t\r\n\p{Pd}\u2212]/u;

/** Whether a spreadsheet could read `text` as a formula. */
export function startsLikeFormula(text: string): boolean {
  const trimmed = text.replace(leadingBlank, '');
  const first = String.fromCodePoint(trimmed.codePointAt(0) ?? 0x20).normalize('NFKC');
  return formulaStart.test(text) || formulaStart.test(first);
}

/** The text as a spreadsheet shows it as text: an apostrophe before anything that could start a formula. */
export function spreadsheetSafe(text: string): string {
  return startsLikeFormula(text) ? `'${text}` : text;
}
