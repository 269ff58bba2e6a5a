import { nameInLanguage } from '../../core/i18n/regionName';
import type { DiallingCode } from '../../core/model/types';

/** A dialling entry's country name in the interface language, falling back to English. */
export function diallingName(entry: DiallingCode, locale: string): string {
  return nameInLanguage(entry, entry.name, locale);
}

/** Whether a dialling entry matches what was typed: its name in any language, or its code with or without '+'. */
export function diallingMatches(entry: DiallingCode, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (q === '') return true;
  const digits = q.replace(/^\+/, '');
  if (/^\d+$/.test(digits)) return entry.code.slice(1).startsWith(digits);
  const names = Object.entries(entry).filter(([key]) => key.startsWith('name-'));
  return [entry.name, ...names.map(([, text]) => String(text)), entry.alpha2].some((text) =>
    text.toLocaleLowerCase().includes(q),
  );
}
