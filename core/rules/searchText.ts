/**
 * Search that forgives: how staff type a name is rarely how the delegate typed it. Both sides are folded the same
 * way (compatibility forms, accents, case, spaces) before one is looked for in the other.
 */

/** Letters that carry no combining accent in Unicode, so NFD alone does not take them back to ASCII. */
const foldedLetters: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * The form of `text` searches compare: full-width and other compatibility forms as their plain letters (NFKC),
 * accents dropped, lower case, and no spaces at all, since Chinese names are typed with or without one between
 * family and given name ('陳 美玲', '陳美玲') and Latin ones are split differently too ('Van der Berg', 'Vanderberg').
 */
export function searchFold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => foldedLetters[letter] ?? letter)
    .replace(/[\s\p{Zs}\u200b-\u200d\u2060\ufeff]+/gu, '');
}

/** Whether `needle` (as staff typed it) is found in any of `haystack`, both folded by searchFold. */
export function searchMatches(needle: string, haystack: readonly string[]): boolean {
  const folded = searchFold(needle);
  if (folded === '') return true;
  return haystack.some((text) => searchFold(text).includes(folded));
}
