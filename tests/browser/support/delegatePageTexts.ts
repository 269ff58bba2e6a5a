/** The delegate's page as a person reads it: its texts in each language, its facts, and its downloads. */
import en from '@schemas/messages/en.json';
import zhHans from '@schemas/messages/zh-Hans.json';
import zhHant from '@schemas/messages/zh-Hant.json';
import type { Download, Locator, Page } from 'playwright-core';

export const pageLanguages = { en, 'zh-Hant': zhHant, 'zh-Hans': zhHans } as const;
export type PageLanguage = keyof typeof pageLanguages;

/** A catalogue text with its {placeholders} filled from `values`; a missing value throws, so a test never guesses. */
export function say(language: PageLanguage, key: string, values: Record<string, string> = {}): string {
  const template = (pageLanguages[language] as Record<string, string | undefined>)[key];
  if (template === undefined) throw new Error(`schemas/messages/${language}.json has no text for ${key}`);
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${key}: no value for ${placeholder}`);
    return value;
  });
}

function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** The value a description list gives for `term` (the first list that has it). */
export function fact(scope: Page | Locator, term: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: exactly(term) })
    .first()
    .locator('xpath=following-sibling::dd[1]');
}

/** The text of a download, once the browser has it all. */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Clicks a link and answers the file the browser downloads. */
export async function download(page: Page, link: Locator): Promise<{ name: string; data: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: file.suggestedFilename(), data: await downloaded(file) };
}

/** The id, tag and text of the focused element, to say where the keyboard is. */
export function focused(page: Page): Promise<{ tag: string; text: string; id: string; checked: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      text: element?.textContent?.trim() ?? '',
      id: element?.id ?? '',
      checked: element?.checked ?? false,
    };
  });
}
