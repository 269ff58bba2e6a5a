/**
 * The event's catalogues as the server reads them: every `<tag>.json` of its messages/ folder is a language the site
 * offers (the browser learns the same list from the build, src/i18n/catalogue.ts), English the fallback of each. Read
 * from the folder rather than imported by `@schemas/`, so the build's plugins (prerender, page head) use it too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { type Locale, orderedLocales } from '../../core/i18n/locales';
import type { Messages } from '../../core/i18n/messages';
import { schemasFolder } from '../boot/schemasFolder.mjs';

/** The catalogues of a messages/ folder by language tag, read once. */
export function readCatalogues(folder: string): ReadonlyMap<Locale, Messages> {
  const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
  return new Map(
    files.map((name) => {
      // Editors may save a byte-order mark; Vite ignores it, so the server does too.
      const text = readFileSync(path.join(folder, name), 'utf8').replace(/^\uFEFF/, '');
      return [name.slice(0, -'.json'.length), JSON.parse(text) as Messages];
    }),
  );
}

const catalogues = readCatalogues(path.join(schemasFolder(), 'messages'));
const englishMessages = catalogues.get('en') ?? {};

/** The languages offered, in the switcher's order (English first). */
export const offeredLocales: readonly Locale[] = orderedLocales([...catalogues.keys()], englishMessages);

/** A language's own catalogue (without English under it); empty for a language the folder lacks. */
export function translationOf(locale: Locale): Messages {
  return catalogues.get(locale) ?? {};
}

/** A locale's catalogue over the English one, so a missing text falls back to English. */
export function messagesFor(locale: Locale): Messages {
  return { ...englishMessages, ...translationOf(locale) };
}
