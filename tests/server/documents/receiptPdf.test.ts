import zhHant from '@schemas/messages/zh-Hant.json';
import organiser from '@schemas/organiser.json';
import { describe, expect, it, vi } from 'vitest';

import { englishMessages } from '../../../core/i18n/messages';
import { fees } from '../../../core/model/schemaData';
import { fallbackFonts } from '../../../server/documents/fallbackFonts';
import { hasReceipt, receiptFileName, receiptPdf } from '../../../server/documents/receiptPdf';
import { loadInvoiceFont } from '../../../server/invoice/invoiceFont';
import { feeCategoryText, textsFor } from '../../../server/mail/texts';
import type { StoredRegistration } from '../../../server/store/Store';
import { openDay } from '../../support/eventTimes';
import { chineseDate, longDate, priceText } from '../../support/schemaTexts';
import { pdfText } from '../helpers/smtpSink';
import { storedRegistration } from '../helpers/storedRegistration';

const option = fees.options[0];
const collapse = (text: string) => text.replace(/\s+/g, ' ');
const catalogue = zhHant as Record<string, string>;

const paid = storedRegistration({
  id: 42,
  title: 'Ms',
  familyName: 'Müller',
  givenName: 'Anna',
  region: 'Germany',
  organizationName: 'Federal Institute for Drugs and Medical Devices',
  email: 'anna.mueller@example.org',
  iddCode: '+49',
  phoneNumber: '2281234567',
  joinGalaDinner: 'Yes',
  paymentMethod: 'online',
  state: 'paid',
  invoiceNumber: null,
  invoiceDate: null,
  paidAmount: option.price,
  paidCurrency: fees.currency,
  paidOn: openDay,
});

const price = priceText(option.price);

describe('the receipt PDF', () => {
  it('reads back with the reference, the name, the organisation, the fee category, the amount, the day, how, and the organiser', async () => {
    const text = collapse(await pdfText(await receiptPdf(paid, 'en', loadInvoiceFont(undefined))));
    for (const expected of [
      englishMessages['email.receipt.title'],
      paid.reference!,
      'Ms Anna Müller',
      paid.organizationName,
      collapse(feeCategoryText(textsFor('en').text, paid.feeCategory)),
      price,
      fees.currency,
      longDate(openDay),
      englishMessages['email.receipt.method.online'],
      organiser.issuer.name,
    ]) {
      expect(text).toContain(expected);
    }
    expect(receiptFileName(paid)).toBe(`receipt-${paid.reference}.pdf`);
  });

  it('prints a Chinese name in Chinese, in Traditional Chinese texts, for a bank transfer', async () => {
    const chinese: StoredRegistration = {
      ...paid,
      title: 'Dr',
      familyName: '陳',
      givenName: '美玲',
      organizationName: '衞生署',
      paymentMethod: 'bank',
      language: 'zh-Hant',
    };
    const text = collapse(await pdfText(await receiptPdf(chinese, 'zh-Hant', loadInvoiceFont(undefined))));
    for (const expected of [
      catalogue['email.receipt.title'],
      `陳美玲${catalogue['option.title.Dr']}`,
      '衞生署',
      catalogue['email.receipt.method.bank'],
      chineseDate(openDay),
      paid.reference!,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(englishMessages['invoice.fontNote']);
  });

  it('on a machine with no font but Helvetica, names the characters of a Chinese name it prints as ?', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const chinese = { ...paid, familyName: '陳', givenName: '美玲' };
    const pdf = await receiptPdf(chinese, 'en', loadInvoiceFont('none'), organiser, fallbackFonts([]));
    const text = collapse(await pdfText(pdf));
    expect(text).toContain('Ms ???');
    const named = 'U+9673, U+7F8E, U+73B2';
    expect(text).toContain(englishMessages['invoice.unprintedCharacters'].replace('{characters}', named));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(named));
    warn.mockRestore();
  });

  it('exists only once money was received', () => {
    expect(hasReceipt(paid)).toBe(true);
    expect(hasReceipt({ ...paid, paidAmount: null, paidOn: null })).toBe(false);
  });
});
