/** A delegate's name as an e-mail or invoice in their language writes it (core/rules/personName.ts). */
import type { Locale } from '../../core/i18n/locales';
import { titleMessageKey } from '../../core/i18n/titleText';
import { personName } from '../../core/rules/personName';
import type { TextOf } from './texts';

/** The registered parts of a name. */
export interface RegisteredName {
  title: string;
  familyName: string;
  givenName: string;
}

/** "Ms Mei-ling Chan" or "陳美玲女士": the title in the language of `text` (as registered when it has no text). */
export function delegateName(registration: RegisteredName, text: TextOf, locale: Locale): string {
  const key = titleMessageKey(registration.title);
  const title = registration.title === '' ? '' : text(key);
  return personName({ ...registration, title: title === key ? registration.title : title }, locale);
}
