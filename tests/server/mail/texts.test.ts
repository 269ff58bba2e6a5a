// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { englishMessages } from '../../../core/i18n/messages';
import { event } from '../../../core/model/schemaData';
import { textsFrom } from '../../../server/mail/texts';

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
    const intro = text('email.cancellation.intro', { reference: 'PICS2025-0001' });
    expect(intro).toBe(
      englishMessages['email.cancellation.intro']
        .replace('{reference}', 'PICS2025-0001')
        .replace('{acronym}', event.bodyAcronym)
        .replace('{year}', String(event.year)),
    );
  });

  it('write a day in the language the text is finally taken from, never a Chinese date in an English sentence', () => {
    expect(text('email.cancellation.rule', {}, { cutOffDate: '2025-10-05' })).toBe('2025年10月5日前取消可獲退款75%。');
    const english = textsFrom('zh-Hant', {}).text('email.cancellation.rule', {}, { cutOffDate: '2025-10-05' });
    expect(english).toContain('5 October 2025');
  });
});
