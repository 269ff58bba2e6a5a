/**
 * The invoice, the receipt and the certificate print their texts in each language the event offers, letter for letter:
 * a French document (events/next-seminar) keeps its é, è, à, ç and its amounts grouped as French groups them
 * ('EUR 2 700', a narrow no-break space the fonts lack), a Chinese one its characters. Read back with pdfjs; nothing
 * may be left unprinted or written as '?'.
 */
import { describe, expect, it } from 'vitest';

import { formatMoney } from '../../../core/i18n/moneyText';
import { meetings } from '../../../core/model/meetings';
import { event, fees } from '../../../core/model/schemaData';
import { eventDays } from '../../../core/rules/meetings';
import { certificatePdf } from '../../../server/certificates/certificatePdf';
import { receiptPdf } from '../../../server/documents/receiptPdf';
import { collectingUnprinted } from '../../../server/documents/unprinted';
import { offeredLocales } from '../../../server/i18n/catalogues';
import { loadInvoiceFont } from '../../../server/invoice/invoiceFont';
import { invoicePdf } from '../../../server/invoice/invoicePdf';
import { openDay } from '../../support/eventTimes';
import { textIn } from '../../support/schemaTexts';
import { pdfText } from '../helpers/smtpSink';
import { storedRegistration } from '../helpers/storedRegistration';

const font = loadInvoiceFont(undefined);
const [firstDay] = eventDays(event, meetings);
/** The dearest fee of fees.json, so its amount has digit groups. */
const dearest = fees.options.reduce((found, option) => (option.price > found.price ? option : found));

/** Text without its spaces: pdfjs splits lines and words (and Chinese runs) where the drawing placed them. */
const unspaced = (text: string): string => text.replace(/\s+/g, '');

/** What a document prints, read back, and the characters it could not print. */
async function printed(draw: () => Promise<Buffer>): Promise<{ text: string; unprinted: string[] }> {
  const { value, unprinted } = await collectingUnprinted(draw);
  return { text: unspaced(await pdfText(value)), unprinted };
}

/** A delegate with a French name, as any language's delegate may have, registered for the dearest fee. */
const delegate = (language: string) =>
  storedRegistration({
    familyName: 'Lefèvre',
    givenName: 'Françoise',
    language,
    feeCategory: dearest.value,
    feeAmount: dearest.price,
    feePeriod: dearest.period,
  });

/** The amount as the language writes it (core/i18n/moneyText.ts), without its spaces. */
const amountIn = (locale: string, amount: number): string => unspaced(formatMoney(amount, fees.currency, locale));

describe.each(offeredLocales)('the documents in %s', (locale) => {
  it('the invoice prints its headings and the payment instruction as the catalogue writes them', async () => {
    const registration = delegate(locale);
    const { text, unprinted } = await printed(() => invoicePdf(registration, font));
    for (const key of ['invoice.title', 'invoice.number', 'invoice.dueDate', 'invoice.billTo', 'invoice.total'])
      expect(text).toContain(unspaced(textIn(locale, key)));
    expect(text).toContain(
      unspaced(textIn(locale, 'invoice.remittance.quote', { reference: registration.reference ?? '' })),
    );
    expect(text).toContain(amountIn(locale, dearest.price));
    expect(text).toContain('Françoise');
    expect(text).toContain('Lefèvre');
    expect(text).not.toContain('?');
    expect(unprinted).toEqual([]);
  });

  it('the receipt prints its headings and how it was paid as the catalogue writes them', async () => {
    const registration = {
      ...delegate(locale),
      state: 'paid' as const,
      paidAmount: dearest.price,
      paidCurrency: fees.currency,
      paidOn: openDay,
    };
    const { text, unprinted } = await printed(() => receiptPdf(registration, locale, font));
    for (const key of ['email.receipt.title', 'email.receipt.amountPaid', 'email.receipt.paidOn'])
      expect(text).toContain(unspaced(textIn(locale, key)));
    expect(text).toContain(unspaced(textIn(locale, `email.receipt.method.${registration.paymentMethod}`)));
    expect(text).toContain(amountIn(locale, dearest.price));
    expect(text).not.toContain('?');
    expect(unprinted).toEqual([]);
  });

  it('the certificate prints its title, its words and the verification line as the catalogue writes them', async () => {
    const url = 'https://seminar.example.org/certificates/x';
    const { text, unprinted } = await printed(() =>
      certificatePdf(
        {
          number: `${event.referencePrefix}-C-0001`,
          name: 'Françoise Lefèvre',
          attended: [{ meeting: firstDay.meeting.id, days: [firstDay.day] }],
          verificationUrl: url,
          issuedOn: firstDay.day,
          language: locale,
        },
        font,
      ),
    );
    for (const key of ['certificate.pdf.title', 'certificate.pdf.certify'])
      expect(text).toContain(unspaced(textIn(locale, key)));
    expect(text).toContain(unspaced(textIn(locale, 'certificate.pdf.verify', { url })));
    expect(text).toContain('FrançoiseLefèvre');
    expect(unprinted).toEqual([]);
  });
});

// INVOICE_FONT=none draws in PDF's Helvetica, which has Western European letters but no Chinese.
describe.each(offeredLocales.filter((locale) => !locale.startsWith('zh')))(
  'the invoice in %s in Helvetica',
  (locale) => {
    it('prints its accented headings and its amount, with no character replaced', async () => {
      const { text } = await printed(() => invoicePdf(delegate(locale), loadInvoiceFont('none')));
      for (const key of ['invoice.number', 'invoice.dueDate', 'invoice.billTo', 'invoice.total'])
        expect(text).toContain(unspaced(textIn(locale, key)));
      expect(text).toContain(amountIn(locale, dearest.price));
      expect(text).toContain('Lefèvre');
      expect(text).not.toContain('?');
    });
  },
);
