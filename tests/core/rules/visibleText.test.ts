import { describe, expect, it } from 'vitest';

import { hasVisibleText } from '../../../core/rules/visibleText';

describe('whether a name has anything to print', () => {
  it.each([
    ['a space', ' '],
    ['a no-break space', '\u00a0'],
    ['an ideographic space', '\u3000'],
    ['a zero-width space', '\u200b'],
    ['a byte-order mark', '\ufeff'],
    ['a word joiner', '\u2060'],
    ['a Hangul filler', '\u3164'],
    ['a tab and a line separator', '\t\u2028'],
    ['nothing', ''],
  ])('is no for %s', (_what, text) => {
    expect(hasVisibleText(text)).toBe(false);
  });

  it.each([['Chan'], ['\u200b陳'], ['عبد\u200dالله'], ['ศิริ'], ['.']])('is yes for %j', (text) => {
    expect(hasVisibleText(text)).toBe(true);
  });
});
