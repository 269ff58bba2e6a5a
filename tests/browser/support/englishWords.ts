/**
 * English left on a Chinese page: the Latin-script words a person reads or hears there (text, and the alt, aria-label,
 * title and placeholder a screen reader or a hover shows), less the names the page may show as they are.
 */
import type { Page } from 'playwright-core';

import { englishWordsIn, namesFromSchemas } from '../../support/englishWords';

/** Everything a person reads or hears on the page: its title, the body's visible text and the named attributes. */
export function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = ['alt', 'aria-label', 'title', 'placeholder'];
    const named = [...document.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))].flatMap((element) =>
      attributes.map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...named].join('\n');
  });
}

/** The English words `page` shows as it stands, outside the schemas' names and `names` of the test's own data. */
export async function englishWordsOn(page: Page, names: readonly string[] = []): Promise<string[]> {
  return englishWordsIn(await readableText(page), [...namesFromSchemas, ...names]);
}
