import type { DiallingCode } from '../../core/model/types';

/** A dialling entry's country name in the interface language, falling back to English. */
export function diallingName(entry: DiallingCode, locale: string): string {
  if (locale === 'zh-Hant') return entry['name-zh-Hant'] || entry.name;
  if (locale === 'zh-Hans') return entry['name-zh-Hans'] || entry.name;
  return entry.name;
}

/** Whether a dialling entry matches what was typed: its name in any language, or its code with or without '+'. */
export function diallingMatches(entry: DiallingCode, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (q === '') return true;
  const digits = q.replace(/^\+/, '');
  if (/^\d+$/.test(digits)) return entry.code.slice(1).startsWith(digits);
  return [entry.name, entry['name-zh-Hant'], entry['name-zh-Hans'], entry.alpha2].some((text) =>
    text.toLocaleLowerCase().includes(q),
  );
}
