import { describe, expect, it } from 'vitest';

import { decimalText, formatMoney, formatMoneyByCurrency } from '../../../core/i18n/moneyText';
import { fees } from '../../../core/model/schemaData';
import { minorDigitsOf, roundedToMinor, toMinorUnits } from '../../../core/rules/minorUnits';
import { refundPercentBeforeCutOff } from '../../../core/rules/refund';
import { offeredLocales } from '../../../server/i18n/catalogues';

/** A fee whose refund has cents: 75% of a price not divisible by four (750 of 1000 is whole, of 250 it is 187.50). */
const fee = fees.options.find((option) => ((option.price * refundPercentBeforeCutOff) / 100) % 1 !== 0)!;
const refund = (fee.price * refundPercentBeforeCutOff) / 100;
const { currency } = fees;
/** A number as a language writes it ('1,600.50' in English and Chinese, '1 600,50' in French). */
const grouped = (value: number, digits: number, locale = 'en') =>
  value.toLocaleString(locale === 'en' ? 'en-US' : locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

describe('money written one way', () => {
  it('writes a whole fee without decimals and a refund with cents with all of the currency’s decimals, in every language', () => {
    expect(minorDigitsOf(currency)).toBe(2);
    for (const locale of offeredLocales) {
      expect(formatMoney(fee.price, currency, locale)).toBe(`${currency} ${grouped(fee.price, 0, locale)}`);
      expect(formatMoney(refund, currency, locale)).toBe(`${currency} ${grouped(refund, 2, locale)}`);
      expect(formatMoney(refund, currency, locale)).not.toMatch(/\.\d$/);
    }
  });

  it('follows the currency’s own minor units: none for yen, three for dinars', () => {
    expect(formatMoney(1600.4, 'JPY', 'en')).toBe('JPY 1,600');
    expect(formatMoney(12.5, 'KWD', 'en')).toBe('KWD 12.500');
    expect(toMinorUnits(12.5, 'KWD')).toBe(12500);
    expect(toMinorUnits(1600, 'JPY')).toBe(1600);
  });

  it('joins the amounts of several currencies, and says 0 for none', () => {
    expect(formatMoneyByCurrency({ [currency]: refund, JPY: 1000 }, 'en')).toBe(
      `${currency} ${grouped(refund, 2)} + JPY 1,000`,
    );
    expect(formatMoneyByCurrency({}, 'en')).toBe('0');
  });

  it('writes a CSV cell as a plain decimal with the currency’s decimals and no grouping', () => {
    expect(decimalText(refund, currency)).toBe(refund.toFixed(2));
    expect(decimalText(fee.price, currency)).toBe(`${fee.price}.00`);
    expect(decimalText(1600, 'JPY')).toBe('1600');
  });

  it('rounds away binary noise to the smallest unit', () => {
    expect(roundedToMinor(0.1 + 0.2, currency)).toBe(0.3);
    expect(formatMoney(0.1 + 0.2, currency, 'en')).toBe(`${currency} 0.30`);
  });
});
