/** The issuer and bank details of schemas/organiser.json (staff data, checked by check:schemas). */
import organiserJson from '@schemas/organiser.json';

import type { Locale } from '../../core/i18n/locales';

export interface Organiser {
  issuer: {
    name: string;
    'name-zh-Hant': string;
    'name-zh-Hans': string;
    addressLines: string[];
    email: string;
    phone: string;
  };
  bank: { accountName: string; accountNumber: string; bankName: string; bankAddress: string; swiftCode: string };
  /** Days from the invoice date to the due date. */
  paymentDueDays: number;
}

export const organiser = organiserJson;

/** The issuer's name as a message in `locale` signs with it (invoices and bank details keep the legal English name). */
export function issuerName(locale: Locale): string {
  return locale === 'en' ? organiser.issuer.name : organiser.issuer[`name-${locale}`];
}
