/** English left in a Chinese text: its Latin-script words, less the names it may show as they are. */
import organiser from '@schemas/organiser.json';

import { regions } from '../../core/model/regionList';
import { event, fees } from '../../core/model/schemaData';
import { authorityLabel } from '../../core/rules/organisation';
import { messagesFor, offeredLocales } from '../../server/i18n/catalogues';

/**
 * Names written the same in every language, from the event's files: the organising body's acronym, the currency,
 * the bank account as the bank holds it (a transfer must quote it as it is), the authorities delegates choose as their
 * organisation, which have no Chinese names, the signatory's name, each language named in its own words by the language links ('English',
 * 'Français'), and the Latin names the venue's Chinese name and address keep (a street of Geneva, 'Rue de Varembé').
 */
export const namesFromSchemas: readonly string[] = [
  ...(['zh-Hant', 'zh-Hans'] as const).flatMap(
    (language) =>
      `${event.venue.name[language]} ${event.venue.address[language]}`.match(/[A-Za-zÀ-ÿ][\w\u00C0-\u00FF' .-]*/g) ??
      [],
  ),
  event.bodyAcronym,
  ...offeredLocales.map((locale) => messagesFor(locale)[`language.${locale}`]),
  fees.currency,
  organiser.bank.accountName,
  organiser.bank.bankName,
  organiser.bank.bankAddress,
  organiser.bank.swiftCode,
  // Who signs the certificates and letters: a person's name, as organiser.json writes it for each language.
  ...Object.entries(organiser.signatory ?? {})
    .filter(([key]) => key === 'name' || key.startsWith('name-'))
    .map(([, name]) => name),
  ...regions.flatMap((region) => region.authorities.map(authorityLabel)),
];

/** Kinds of file, code and time zone named as they are in Chinese too, and the card brands the payment option names. */
const formatNames = ['PDF', 'CSV', 'JSON', 'XML', 'HTML', 'camt', 'ics', 'QR', 'MB', 'SMTP', 'SWIFT', 'UTC', 'GMT'];
const cardBrands = ['VISA', 'Master', 'American Express'];

/**
 * Things that are not words: e-mail addresses, web addresses, file names and content types (an attachment's),
 * references and codes (a letter next to a digit), and the names of settings (SMTP_URL).
 */
const notWords = [
  /\S+@\S+\.\w+/g,
  /https?:\/\/\S+/g,
  /\S+\.(?:pdf|ics|png|csv)\b/g,
  /\b[a-z]+\/[\w.+-]+(?:;\s*charset=[\w-]+)?/g,
  /\b[\w-]*\d[\w-]*\b/g,
  /\b[A-Z]+(?:_[A-Z]+)+\b/g,
];

/** The Latin words of `text` outside `names` (whole phrases, taken out first) and the format names, each once. */
export function englishWordsIn(text: string, names: readonly string[]): string[] {
  let rest = text;
  // The longest first, so that a name inside another ("PIC/S" in the account name) does not break the longer one.
  for (const name of [...names, ...cardBrands].filter(Boolean).sort((a, b) => b.length - a.length))
    rest = rest.split(name).join(' ');
  for (const pattern of notWords) rest = rest.replace(pattern, ' ');
  const words = rest.match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
  return [...new Set(words.filter((word) => word.length > 1 && !formatNames.includes(word)))];
}
