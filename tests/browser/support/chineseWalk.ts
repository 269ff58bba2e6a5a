/**
 * A walk over pages in a Chinese language: the English words and axe's violations found, page by page. The walk goes
 * on past a page with either, so that the failure lists every page at once.
 */
import type { Page } from 'playwright-core';

import { axeViolations, describeViolations } from './axe';
import { englishWordsOn } from './englishWords';

export interface ChineseWalk {
  /** Reads the page as it stands, records what English it shows under `name`, and runs axe on it. */
  walked(name: string): Promise<void>;
  /** What the walk found, a line per page; '' when nothing. */
  report(): string;
  /** Forgets what was found, for the next walk. */
  clear(): void;
}

/** A walk over `page()`, where `names` (the test's delegates as they typed them) may show as written. */
export function chineseWalk(page: () => Page, names: readonly string[]): ChineseWalk {
  const found = new Map<string, string[]>();
  const violations = new Map<string, string>();
  return {
    async walked(name) {
      const words = await englishWordsOn(page(), names);
      if (words.length > 0) found.set(name, words);
      const broken = await axeViolations(page());
      if (broken.length > 0) violations.set(name, describeViolations(broken));
    },
    report: () =>
      [
        ...[...found].map(([name, words]) => `${name}: ${words.join(', ')}`),
        ...[...violations].map(([name, text]) => `axe on ${name}:\n${text}`),
      ].join('\n'),
    clear() {
      found.clear();
      violations.clear();
    },
  };
}
