/** The issuer and bank details of schemas/organiser.json (staff data, checked by check:schemas). */
import organiserJson from '@schemas/organiser.json';

import type { Locale } from '../../core/i18n/locales';
import { nameInLanguage } from '../../core/i18n/regionName';

/** The address written for a language's documents (a Chinese address runs from the region down to the office). */
type WrittenAddresses = Partial<Record<`addressLines-${Exclude<Locale, 'en'>}`, string[]>>;

export interface Organiser {
  issuer: WrittenAddresses & {
    name: string;
    /** The name in each other language of the site ('name-zh-Hant'); check:schemas wants one per catalogue. */
    [name: `name-${string}`]: string | undefined;
    /** The address as the English documents print it; check:schemas wants lines of its own for each other language. */
    addressLines: string[];
    email: string;
    phone: string;
  };
  /**
   * Who signs the certificates and letters: a name (with 'name-<language>' where it is written otherwise) and a title
   * in every language of the site ('title-zh-Hant'); an event without one prints no signature line.
   */
  signatory?: { name: string; title: string; [text: `${'name' | 'title'}-${string}`]: string | undefined };
  bank: { accountName: string; accountNumber: string; bankName: string; bankAddress: string; swiftCode: string };
  /** Days from the invoice date to the due date. */
  paymentDueDays: number;
}

export const organiser = organiserJson;

/**
 * The issuer's name as a message or document in `locale` signs with it; the bank details keep the account's name as
 * the bank holds it.
 */
export function issuerName(locale: Locale, data: Organiser = organiser): string {
  return nameInLanguage(data.issuer, data.issuer.name, locale);
}

/**
 * The issuer's address lines as a document in `locale` prints them: that language's lines (check:schemas wants them
 * for every language offered), else, for a language the event does not offer, the English ones.
 */
export function issuerAddressLines(locale: Locale, data: Organiser = organiser): string[] {
  const written = locale === 'en' ? undefined : data.issuer[`addressLines-${locale}`];
  return written && written.length > 0 ? written : data.issuer.addressLines;
}

/** The signatory's name and title as a document in `locale` prints them, or undefined when the event names none. */
export function signatoryIn(locale: Locale, data: Organiser = organiser): { name: string; title: string } | undefined {
  const signatory = data.signatory;
  if (!signatory) return undefined;
  const inLanguage = (text: 'name' | 'title') => (locale !== 'en' && signatory[`${text}-${locale}`]) || signatory[text];
  return { name: inLanguage('name'), title: inLanguage('title') };
}
