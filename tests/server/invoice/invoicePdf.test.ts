import organiser from '@schemas/organiser.json';
import { describe, expect, it, vi } from 'vitest';

import { englishMessages } from '../../../core/i18n/messages';
import { regions } from '../../../core/model/regionList';
import { event, fees } from '../../../core/model/schemaData';
import { fallbackFonts } from '../../../server/documents/fallbackFonts';
import { loadInvoiceFont } from '../../../server/invoice/invoiceFont';
import { invoiceDueDay, invoicePdf } from '../../../server/invoice/invoicePdf';
import { addDays } from '../../support/eventTimes';
import { money } from '../../support/schemaTexts';
import { pdfText } from '../helpers/smtpSink';
import { storedRegistration } from '../helpers/storedRegistration';

const option = [...fees.options].sort((a, b) => b.price - a.price)[0];

const registration = storedRegistration({
  organizationName: '衞生署 Department of Health',
  feeCategory: option.value,
  feeAmount: option.price,
  feePeriod: option.period,
});

const price = money(option.price);

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

  it.each(['zh-Hant', 'zh-Hans'] as const)(
    'in %s: the issuer, its address and the region in Chinese (the bank account keeps the name the bank holds)',
    async (language) => {
      const region = regions.find((candidate) => candidate.regionName === registration.region)!;
      const chinese = { ...registration, language };
      const text = (
        await pdfText(await invoicePdf(chinese, loadInvoiceFont(undefined), organiser, fallbackFonts([])))
      ).replace(/\s+/g, '');
      expect(text).toContain(organiser.issuer[`name-${language}`].replace(/\s+/g, ''));
      expect(text).toContain(region[`name-${language}`]);
      expect(text).not.toContain(region.regionName.replace(/\s+/g, ''));
      // The letterhead, up to the issuer's e-mail address: the delegate's details below may well be English.
      const letterhead = text.slice(0, text.indexOf(organiser.issuer.email));
      const address = organiser.issuer[`addressLines-${language}`].map((line) => line.replace(/\s+/g, ''));
      for (const line of address) expect(letterhead).toContain(line);
      // No English line, except one the Chinese address carries as written (a street's name).
      for (const line of organiser.issuer.addressLines.map((english) => english.replace(/\s+/g, '')))
        if (!address.some((chinese) => chinese.includes(line))) expect(letterhead).not.toContain(line);
    },
  );

  it('is due after the payment term, never later than the day before the seminar', () => {
    // Days counted from the seminar's first day of schemas/event.json: 65 days before, the term ends in time.
    const { seminarStart } = event.dates;
    const term = { ...organiser, paymentDueDays: 30 };
    expect(invoiceDueDay(addDays(seminarStart, -65), term)).toBe(addDays(seminarStart, -35));
    expect(invoiceDueDay(addDays(seminarStart, -16), term)).toBe(addDays(seminarStart, -1));
  });

  it('refuses an INVOICE_FONT that is not there, rather than printing question marks unannounced', () => {
    expect(() => loadInvoiceFont('/nonexistent/font.ttf')).toThrow(/INVOICE_FONT/);
  });
});
