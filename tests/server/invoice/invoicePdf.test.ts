// @vitest-environment node
import organiser from '@schemas/organiser.json';
import { describe, expect, it, vi } from 'vitest';

import { englishMessages } from '../../../core/i18n/messages';
import { fees } from '../../../core/model/schemaData';
import { fallbackFonts } from '../../../server/documents/fallbackFonts';
import { loadInvoiceFont } from '../../../server/invoice/invoiceFont';
import { invoiceDueDay, invoicePdf } from '../../../server/invoice/invoicePdf';
import { pdfText } from '../helpers/smtpSink';
import { storedRegistration } from '../helpers/storedRegistration';

const option = [...fees.options].sort((a, b) => b.price - a.price)[0];

const registration = storedRegistration({
  organizationName: '衞生署 Department of Health',
  feeCategory: option.value,
  feeAmount: option.price,
  feePeriod: option.period,
});

const price = englishMessages['fees.price'].replace('{price}', option.price.toLocaleString('en-US'));

describe('the invoice PDF', () => {
  it('on a machine with no font but Helvetica: everything but the Chinese characters, which print as ? and are named', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pdf = await invoicePdf(registration, loadInvoiceFont('none'), organiser, fallbackFonts([]));
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    for (const expected of [
      registration.invoiceNumber!,
      registration.reference!,
      price,
      organiser.bank.accountNumber,
      organiser.issuer.name,
      'Department of Health',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Dr ???');
    const named = 'U+9673, U+5927, U+6587, U+885E, U+751F, U+7F72';
    expect(text).toContain(englishMessages['invoice.unprintedCharacters'].replace('{characters}', named));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(named));
    warn.mockRestore();
  });

  it('with the packaged Noto Sans Hant and Hans, and no fallback font: the Chinese names as written', async () => {
    const text = (
      await pdfText(await invoicePdf(registration, loadInvoiceFont(undefined), organiser, fallbackFonts([])))
    ).replace(/\s+/g, ' ');
    expect(text).toContain('陳大文');
    expect(text).toContain('衞生署');
    expect(text).not.toContain(englishMessages['invoice.fontNote']);
  });

  it('is due after the payment term, never later than the day before the seminar', () => {
    expect(invoiceDueDay('2025-09-01', { ...organiser, paymentDueDays: 30 })).toBe('2025-10-01');
    expect(invoiceDueDay('2025-10-20', { ...organiser, paymentDueDays: 30 })).toBe('2025-11-04');
  });

  it('refuses an INVOICE_FONT that is not there, rather than printing question marks unannounced', () => {
    expect(() => loadInvoiceFont('/nonexistent/font.ttf')).toThrow(/INVOICE_FONT/);
  });
});
