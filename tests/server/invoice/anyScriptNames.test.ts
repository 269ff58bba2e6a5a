/**
 * A name in any script the delegate can type prints on the invoice, the receipt and the credit note, falling back glyph
 * by glyph on Debian's Noto and DejaVu fonts (fonts-noto-core, fonts-dejavu-core, fonts-noto-cjk); a character no
 * font draws is named on the document and in the log instead of printing as an empty box.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { englishMessages } from '../../../core/i18n/messages';
import { event, fees } from '../../../core/model/schemaData';
import { receiptPdf } from '../../../server/documents/receiptPdf';
import { loadInvoiceFont } from '../../../server/invoice/invoiceFont';
import { invoicePdf } from '../../../server/invoice/invoicePdf';
import { creditNotePdf } from '../../../server/refunds/creditNotePdf';
import type { CreditNote } from '../../../server/refunds/refundTypes';
import type { StoredRegistration } from '../../../server/store/Store';
import { addDays, openDay } from '../../support/eventTimes';
import { pdfText } from '../helpers/smtpSink';
import { storedRegistration } from '../helpers/storedRegistration';

const option = fees.options[0];

function registration(familyName: string, givenName: string): StoredRegistration {
  return storedRegistration({
    familyName,
    givenName,
    state: 'paid',
    paidAmount: option.price,
    paidCurrency: fees.currency,
    paidOn: openDay,
  });
}

/** The text pdfjs reads back, spaces folded. */
async function read(pdf: Promise<Buffer>): Promise<string> {
  return (await pdfText(await pdf)).replace(/\s+/g, ' ');
}

/** The characters of `word`, in order of code point. */
const letters = (word: string): string => [...word].sort().join('');

/**
 * Whether `text` holds `word`: as typed, or, for a script whose shaping draws marks before their consonant
 * (Devanagari's i-sign, its reph), as a word of the same characters in the order the glyphs are drawn.
 */
function holds(text: string, word: string): boolean {
  return text.includes(word) || text.split(' ').some((token) => letters(token) === letters(word));
}

const unprinted = englishMessages['invoice.unprintedCharacters'].split('{characters}')[0] ?? '';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('names in any script', () => {
  // Helvetica as the main font (INVOICE_FONT=none), so every script here, Chinese too, comes from the fallbacks.
  const helvetica = loadInvoiceFont('none');

  it.each([
    ['Arabic', 'العلي', 'محمد'],
    ['Hebrew', 'כהן', 'דוד'],
    ['Thai', 'ใจดี', 'สมชาย'],
    ['Devanagari', 'शर्मा', 'प्रिया'],
    ['Cyrillic', 'Иванова', 'Анна'],
    ['Greek', 'Παπαδόπουλος', 'Νίκος'],
    ['Chinese', '陳', '大文'],
  ])('a %s name prints on the invoice, the receipt and the credit note', async (_script, family, given) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const delegate = registration(family, given);
    const creditNote: CreditNote = {
      number: `${event.referencePrefix}-CN-0001`,
      issuedOn: addDays(openDay, 10),
      invoiceNumber: delegate.invoiceNumber ?? '',
      amount: 100,
      currency: fees.currency,
    };
    for (const text of [
      await read(invoicePdf(delegate, helvetica)),
      await read(receiptPdf(delegate, 'en', helvetica)),
      await read(creditNotePdf(delegate, creditNote, helvetica)),
    ]) {
      for (const part of [family, given]) expect(holds(text, part), `${part} in ${text}`).toBe(true);
      expect(text).not.toContain(unprinted);
      expect(text).not.toContain('?');
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('prints the invoice anyway when no font draws a character, and names it on the invoice and in the log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Ethiopic (Amharic): none of the fonts in the list draws it.
    const text = await read(invoicePdf(registration('ሀይሌ', 'Abebe'), helvetica));
    expect(text).toContain('Abebe');
    expect(text).toContain(`${unprinted}U+1200, U+12ED, U+120C`);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/U\+1200, U\+12ED, U\+120C; printed as \?$/));
  });
});
