/**
 * The issuer's letterhead in each language the event offers: an invoice, a receipt, a credit note and a visa letter
 * drawn for a delegate of that language print organiser.json's address lines of that language, not the English ones,
 * read back with pdfjs. The fonts are the packaged ones and no font of the machine's (no fallbacks), as on a machine
 * without Debian's CJK fonts.
 */
import { describe, expect, it } from 'vitest';

import { event } from '../../../core/model/schemaData';
import { fallbackFonts } from '../../../server/documents/fallbackFonts';
import { receiptPdf } from '../../../server/documents/receiptPdf';
import { offeredLocales } from '../../../server/i18n/catalogues';
import { loadInvoiceFont } from '../../../server/invoice/invoiceFont';
import { invoicePdf } from '../../../server/invoice/invoicePdf';
import { organiser } from '../../../server/invoice/organiser';
import { creditNotePdf } from '../../../server/refunds/creditNotePdf';
import { visaLetterPdf } from '../../../server/visaLetters/visaLetterPdf';
import { addDays, openDay } from '../../support/eventTimes';
import { pdfText } from '../helpers/smtpSink';
import { storedRegistration } from '../helpers/storedRegistration';
import { span, validRequest } from '../visaLetters/visaFixtures';

const others = offeredLocales.filter((locale) => locale !== 'en');
const fold = (text: string) => text.replace(/\s+/g, '');
const issuer = organiser.issuer as Record<string, unknown>;
const delegate = storedRegistration();
const creditNoteNumber = `${event.referencePrefix}-CN-0001`;
const letterNumber = `${event.referencePrefix}-V-0001`;
/** The numbers the documents print below their letterhead. */
const numbers = [delegate.reference ?? '', delegate.invoiceNumber ?? '', creditNoteNumber, letterNumber];

/** The four documents that open with the letterhead, drawn for a delegate who registered in `language`. */
function documents(language: string): Record<string, Promise<Buffer>> {
  const font = loadInvoiceFont(undefined);
  const noSystemFonts = fallbackFonts([]);
  const paid = storedRegistration({
    language,
    state: 'paid',
    paidAmount: delegate.feeAmount,
    paidCurrency: delegate.currency,
    paidOn: openDay,
  });
  const creditNote = {
    number: creditNoteNumber,
    issuedOn: addDays(openDay, 10),
    invoiceNumber: paid.invoiceNumber ?? '',
    amount: paid.feeAmount,
    currency: paid.currency,
  };
  return {
    invoice: invoicePdf(paid, font, organiser, noSystemFonts),
    receipt: receiptPdf(paid, language, font, organiser, noSystemFonts),
    'credit note': creditNotePdf(paid, creditNote, font, organiser, noSystemFonts),
    'visa letter': visaLetterPdf(
      {
        number: letterNumber,
        verificationCode: 'ABCD-EFGH-JKLM',
        checkUrl: 'https://seminar.example.org/visa-letters/ABCD-EFGH-JKLM',
        issuedOn: span.first,
        reference: paid.reference ?? '',
        values: validRequest(),
        language,
      },
      font,
    ),
  };
}

describe("the issuer's address on the documents", () => {
  it('has languages besides English to print in', () => {
    expect(others.length).toBeGreaterThan(0);
  });

  it.each(others)(
    'in %s: each letterhead prints the address of that language, none of its English lines',
    async (language) => {
      const written = issuer[`addressLines-${language}`];
      expect(Array.isArray(written), `organiser.json's addressLines-${language}`).toBe(true);
      const address = (written as string[]).map(fold);
      // An English line the language's address carries as written (a street's name) may print; no other may.
      const english = organiser.issuer.addressLines
        .map(fold)
        .filter((line) => !address.some((own) => own.includes(line)));
      for (const [name, pdf] of Object.entries(documents(language))) {
        const text = fold(await pdfText(await pdf));
        // The letterhead, up to the first of the issuer's e-mail and the document's numbers: the delegate's details
        // below it are theirs (an authority's English name may repeat an address line).
        const ends = [organiser.issuer.email, ...numbers]
          .map((marker) => text.indexOf(fold(marker)))
          .filter((at) => at > 0);
        expect(ends.length, `${name}: where the letterhead ends`).toBeGreaterThan(0);
        const letterhead = text.slice(0, Math.min(...ends));
        for (const line of address) expect(letterhead, `${name} in ${language}`).toContain(line);
        for (const line of english) expect(letterhead, `${name} in ${language}`).not.toContain(line);
        expect(text, `${name} in ${language}`).not.toContain('?');
      }
    },
  );
});
