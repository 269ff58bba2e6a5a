import formSchema from '@schemas/form.schema.json';
import en from '@schemas/messages/en.json';
import zhHant from '@schemas/messages/zh-Hant.json';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

import { eventTextValues } from '../../core/i18n/eventTextValues';
import { regions } from '../../core/model/regionList';
import { event, fees } from '../../core/model/schemaData';
import { amount, day, instant, region } from '../../src/staff/formatting';
import { historyDetailLines } from '../../src/staff/historyDetails';
import { feeCategoryText, fieldValueText, humanised, type MaybeText } from '../../src/staff/valueTexts';
import { addDays, openDay } from '../support/eventTimes';
import { money } from '../support/schemaTexts';

/** A translator over a catalogue, as the console's (staff texts) and the form's (with the event's values) are. */
function textsOf(catalogue: Record<string, string>, locale: string): MaybeText {
  return (key, values) =>
    key in catalogue
      ? String(new IntlMessageFormat(catalogue[key], locale).format({ ...eventTextValues(event, locale), ...values }))
      : undefined;
}

const english = textsOf(en, 'en');
const format = {
  amount: (currency: string, value: number) => amount(currency, value, 'en'),
  day: (isoDay: string) => day(isoDay, 'en'),
  instant: (iso: string | null) => instant(iso, 'en'),
  region: (kept: string) => region(kept, 'en'),
};
const texts = { staff: english, site: english, format };

describe('the words the console shows for stored values', () => {
  it('names every fee option by its row, column and period as the grid writes them, never by its code', () => {
    for (const option of fees.options) {
      const text = feeCategoryText(option.value, english);
      const row = fees.rows.find((candidate) => candidate.id === option.row)!;
      const column = fees.columns.find((candidate) => candidate.id === option.column)!;
      expect(text).toContain(english(row.label));
      expect(text).toContain(english(column.label));
      expect(text).not.toContain(option.value);
    }
  });

  it('says a dietary choice whose label on the form is a code ("NA") in words, and the others as the form names them', () => {
    const enumValues = (formSchema.properties.dietaryPreference as { enum: string[] }).enum;
    for (const code of enumValues) {
      const shown = fieldValueText('dietaryPreference', code, {}, texts);
      expect(shown).toBe(
        en[`staff.value.dietaryPreference.${code}` as keyof typeof en] ?? english(`option.dietary.${code}`),
      );
      expect(shown).toMatch(/[a-z]/);
    }
  });

  it('writes a Chinese console’s fee, diet and state in Chinese', () => {
    const chinese = textsOf(zhHant, 'zh-Hant');
    const option = fees.options[0];
    const row = fees.rows.find((candidate) => candidate.id === option.row)!;
    expect(feeCategoryText(option.value, chinese)).toContain(zhHant[row.label as keyof typeof zhHant]);
    const zh = {
      staff: chinese,
      site: chinese,
      format: { ...format, region: (kept: string) => region(kept, 'zh-Hant') },
    };
    expect(fieldValueText('dietaryPreference', 'Vegetarian', {}, zh)).toBe(zhHant['option.dietary.Vegetarian']);
    const [first] = regions;
    expect(fieldValueText('region', first.regionName, {}, zh)).toBe(first['name-zh-Hant']);
    expect(fieldValueText('memberStatus', first.status, {}, zh)).toBe(
      zhHant[`staff.memberStatus.${first.status}` as keyof typeof zhHant],
    );
    expect(fieldValueText('state', 'awaiting_payment', {}, zh)).toBe(zhHant['staff.state.awaiting_payment']);
  });

  it('shows amounts with their currency, days and instants as the console writes them, and nothing for null', () => {
    const row = { currency: fees.currency, paidCurrency: fees.currency };
    expect(fieldValueText('feeAmount', 1600, row, texts)).toBe(money(1600));
    expect(fieldValueText('paidOn', openDay, row, texts)).toBe(openDay);
    expect(fieldValueText('createdAt', `${openDay}T02:00:00.000Z`, row, texts)).toBe(`${openDay} 02:00 UTC`);
    expect(fieldValueText('invoiceNumber', null, row, texts)).toBe('');
    expect(fieldValueText('paymentMethod', 'bank', row, texts)).toBe(en['staff.paymentMethod.bank']);
    expect(fieldValueText('joinGalaDinner', 'Yes', row, texts)).toBe(en['option.yesNo.Yes']);
    const status = fees.statuses.at(-1) ?? '';
    expect(fieldValueText('memberStatus', status, row, texts)).toBe(
      (en as Record<string, string>)[`staff.memberStatus.${status}`],
    );
  });

  it('says a code that has no text yet in words rather than as stored', () => {
    expect(humanised('refund_paid')).toBe('Refund paid');
    expect(humanised('invoiceNumber')).toBe('Invoice number');
    expect(fieldValueText('state', 'refund_pending', {}, texts)).toBe('Refund pending');
  });
});

describe("a history entry's details", () => {
  it('labels each detail, writes amounts with their currency and leaves machine ids out', () => {
    const cutOffDay = addDays(event.dates.seminarStart, -31);
    const lines = historyDetailLines(
      {
        reason: 'Cannot travel',
        internalNote: 'Phoned',
        amountPaid: 800,
        currency: fees.currency,
        refundPercent: 75,
        refundAmount: 600,
        refundCutOffDay: cutOffDay,
        method: 'card',
        messageId: 12,
        invoiceNumber: null,
      },
      { staff: english, fieldLabel: (field) => field, format },
    );
    expect(lines).toEqual([
      { label: en['staff.detail.reason'], value: 'Cannot travel' },
      { label: en['staff.detail.internalNote'], value: 'Phoned' },
      { label: en['staff.detail.amountPaid'], value: money(800) },
      { label: en['staff.detail.refundPercent'], value: '75%' },
      { label: en['staff.detail.refundAmount'], value: money(600) },
      { label: en['staff.detail.refundCutOffDay'], value: cutOffDay },
      { label: en['staff.detail.method'], value: en['staff.ledger.method.card'] },
    ]);
  });

  it('writes the credit note’s amount with its currency and cents, as every other amount', () => {
    const fee = fees.options[0].price;
    const lines = historyDetailLines(
      { creditNoteNumber: 'CN-1', creditNoteAmount: fee / 4, currency: fees.currency },
      { staff: english, fieldLabel: (field) => field, format },
    );
    const written = (fee / 4).toLocaleString('en-US', { minimumFractionDigits: fee % 4 === 0 ? 0 : 2 });
    expect(lines).toContainEqual({
      label: en['staff.detail.creditNoteAmount'],
      value: `${fees.currency} ${written}`,
    });
  });

  it('says a contact correction as the field, from what, to what', () => {
    const lines = historyDetailLines(
      { changes: { postTitle: { from: 'Inspector', to: 'Chief Inspector' } } },
      { staff: english, fieldLabel: (field) => (field === 'postTitle' ? 'Post title' : field), format },
    );
    expect(lines).toEqual([{ label: 'Post title', value: 'from “Inspector” to “Chief Inspector”' }]);
  });

  it('names an e-mail kind in words', () => {
    const lines = historyDetailLines(
      { kind: 'bank_confirmation', messageId: 3 },
      { staff: english, fieldLabel: (field) => field, format },
    );
    expect(lines).toEqual([{ label: en['staff.detail.kind'], value: en['staff.message.bank_confirmation'] }]);
  });

  it('says what an erasure of personal data erased, in words', () => {
    const lines = historyDetailLines(
      { erased: ['phoneNumber', 'dietaryPreference', 'visaPassport'] },
      { staff: english, fieldLabel: (field) => field, format },
    );
    expect(lines).toEqual([
      {
        label: en['staff.detail.erased'],
        value: [
          en['staff.erased.phoneNumber'],
          en['staff.erased.dietaryPreference'],
          en['staff.erased.visaPassport'],
        ].join(', '),
      },
    ]);
  });
});
