import en from '@schemas/messages/en.json';
import zhHans from '@schemas/messages/zh-Hans.json';
import zhHant from '@schemas/messages/zh-Hant.json';
import { describe, expect, it } from 'vitest';

import { catalogueOf } from '../../src/i18n/catalogue';
import { amount, amounts, day, instant } from '../../src/staff/formatting';
import { englishStaffCatalogue, loadStaffCatalogue } from '../../src/staff/staffCatalogue';

const staffKeys = Object.keys(en).filter((key) => key.startsWith('staff.'));
const staffEnglish = Object.fromEntries(staffKeys.map((key) => [key, en[key as keyof typeof en]]));

describe("the staff console's language", () => {
  it('loads the texts of the language asked for, every staff text there', async () => {
    for (const [locale, translation] of [
      ['zh-Hant', zhHant],
      ['zh-Hans', zhHans],
    ] as const) {
      const catalogue = await loadStaffCatalogue(locale);
      expect(catalogue.locale).toBe(locale);
      for (const key of staffKeys)
        expect(catalogue.messages[key], key).toBe(translation[key as keyof typeof translation]);
      expect(staffKeys.filter((key) => catalogue.englishKeys.has(key))).toEqual([]);
    }
    expect(await loadStaffCatalogue('en')).toBe(englishStaffCatalogue);
  });

  it('shows the whole English sentence for a staff text a translation lacks, and knows which keys those are', () => {
    const [translated, missing] = ['staff.signIn.heading', 'staff.cancel.refund'] as const;
    const catalogue = catalogueOf('zh-Hant', { [translated]: zhHant[translated] }, staffEnglish);
    expect(catalogue.messages[translated]).toBe(zhHant[translated]);
    expect(catalogue.messages[missing]).toBe(en[missing]);
    expect(catalogue.englishKeys.has(missing)).toBe(true);
    expect(catalogue.englishKeys.has(translated)).toBe(false);
  });

  it('writes amounts, instants and days the way the language of the text does, always in UTC', () => {
    // Currencies, instants and days of the test's own: the formatting is what is tested, not an event's data.
    expect(amount('CHF', 1600, 'en')).toBe('CHF 1,600');
    expect(amounts({ CHF: 1600, JPY: 200 }, 'zh-Hant')).toBe('CHF 1,600 + JPY 200');
    expect(amounts({}, 'zh-Hans')).toBe('0');
    expect(instant('2031-05-01T23:30:00.000Z', 'en')).toBe('2031-05-01 23:30 UTC');
    expect(instant('2031-05-01T23:30:00.000Z', 'zh-Hant')).toBe('2031年5月1日 23:30 UTC');
    expect(instant('2031-05-01T23:30:00.000Z', 'zh-Hans')).toBe('2031年5月1日 23:30 UTC');
    expect(instant(null, 'zh-Hant')).toBe('');
    expect(day('2031-06-08', 'en')).toBe('2031-06-08');
    expect(day('2031-06-08', 'zh-Hans')).toBe('2031年6月8日');
  });
});
