/**
 * Spaces and dashes that Intl and the catalogues write and a document's font may lack, each with the plainer character
 * that reads the same. French groups digits with a narrow no-break space ('EUR 1 600,50'): neither Noto Sans CJK nor
 * Helvetica has that glyph, and the amount printed as 'EUR 1▯600,50' (with Helvetica 'EUR 1?600,50').
 */
const standIns: ReadonlyMap<string, string> = new Map([
  ['\u202f', '\u00a0'], // narrow no-break space (French digit groups, before ; ! ? »)
  ['\u2007', '\u00a0'], // figure space
  ['\u2009', ' '], // thin space
  ['\u200a', ' '], // hair space
  ['\u2011', '-'], // non-breaking hyphen
  ['\u2212', '-'], // minus sign
]);

const replaceable = new RegExp(`[${[...standIns.keys()].join('')}]`, 'g');

/** `text` with each character of the list that `draws` lacks written as its stand-in. */
export function withStandIns(text: string, draws: (codePoint: number) => boolean): string {
  return text.replace(replaceable, (character) =>
    draws(character.codePointAt(0) ?? 0) ? character : (standIns.get(character) ?? character),
  );
}
