import { describe, expect, it } from 'vitest';

import { englishMessages } from '../../../core/i18n/messages';
import { event } from '../../../core/model/schemaData';
import { textsFrom } from '../../../server/mail/texts';
import { addDays } from '../../support/eventTimes';
import { chineseDate, longDate } from '../../support/schemaTexts';

const zh = {
  'email.cancellation.reason': '原因：{reason}',
  // A translator's typo: an argument the code never passes, in broken ICU.
  'email.cancellation.intro': '您的登記 {reference 已取消。',
  'email.cancellation.rule': '{cutOffDate}前取消可獲退款75%。',
};

describe('e-mail texts in a language', () => {
  const { text } = textsFrom('zh-Hant', zh);

  it('take the translation when the catalogue has one', () => {
    expect(text('email.cancellation.reason', { reason: '出差' })).toBe('原因：出差');
  });

  it('take the whole English text for a key without a translation, or with one that does not parse', () => {
    expect(text('email.signoff')).toBe(englishMessages['email.signoff']);
    const reference = `${event.referencePrefix}-0001`;
    const intro = text('email.cancellation.intro', { reference });
    expect(intro).toBe(
      englishMessages['email.cancellation.intro']
        .replace('{reference}', reference)
        .replace('{acronym}', event.bodyAcronym)
        .replace('{year}', String(event.year)),
    );
  });

  it('write a day in the language the text is finally taken from, never a Chinese date in an English sentence', () => {
    const cutOffDate = addDays(event.dates.seminarStart, -31);
    expect(text('email.cancellation.rule', {}, { cutOffDate })).toBe(`${chineseDate(cutOffDate)}前取消可獲退款75%。`);
    const english = textsFrom('zh-Hant', {}).text('email.cancellation.rule', {}, { cutOffDate });
    expect(english).toContain(longDate(cutOffDate));
  });
});
