import { describe, expect, it } from 'vitest';

import { searchFold, searchMatches } from '../../../core/rules/searchText';

describe('searchMatches', () => {
  it('finds Müller when staff type Muller, muller or MÜLLER', () => {
    for (const typed of ['Muller', 'muller', 'MÜLLER', 'Müller'])
      expect(searchMatches(typed, ['Anna Müller'])).toBe(true);
  });

  it('finds accented letters of several languages from their plain ones', () => {
    expect(searchMatches('jose', ['José Núñez'])).toBe(true);
    expect(searchMatches('nunez', ['José Núñez'])).toBe(true);
    expect(searchMatches('Francois', ['François Lefèvre'])).toBe(true);
    expect(searchMatches('strasse', ['Hauptstraße 1'])).toBe(true);
    expect(searchMatches('lodz', ['Łódź'])).toBe(true);
    expect(searchMatches('soren', ['Søren Kierkegaard'])).toBe(true);
  });

  it('finds a Chinese name typed with or without the space between family and given name', () => {
    expect(searchMatches('陳美玲', ['陳 美玲'])).toBe(true);
    expect(searchMatches('陳 美玲', ['陳美玲'])).toBe(true);
    expect(searchMatches('陳美玲', ['陳\u3000美玲'])).toBe(true);
  });

  it('finds full-width Latin letters and digits from ordinary ones, and the other way round', () => {
    expect(searchMatches('ＰＩＣＳ', ['PICS-0042'])).toBe(true);
    expect(searchMatches('pics-0042', ['ＰＩＣＳ－００４２'])).toBe(true);
  });

  it('does not find what is not there', () => {
    expect(searchMatches('Miller', ['Anna Müller'])).toBe(false);
    expect(searchMatches('陳美麗', ['陳 美玲'])).toBe(false);
  });

  it('finds everything for a search of spaces only', () => {
    expect(searchMatches('   ', ['anything'])).toBe(true);
  });

  it('folds without losing letters that have no plain form (Chinese stays Chinese)', () => {
    expect(searchFold('陳 美玲')).toBe('陳美玲');
    expect(searchFold('Ａnna  MÜLLER')).toBe('annamuller');
  });
});
