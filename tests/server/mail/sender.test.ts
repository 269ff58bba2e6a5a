import { describe, expect, it } from 'vitest';

import { englishMessages } from '../../../core/i18n/messages';
import { event } from '../../../core/model/schemaData';
import { readServerConfig } from '../../../server/config';
import { messagesFor } from '../../../server/i18n/catalogues';

describe('the name e-mails come from', () => {
  it('is the event’s name as its English catalogue writes it, at the organiser’s address', () => {
    const name = englishMessages['email.sender']
      .replace('{acronym}', event.bodyAcronym)
      .replace('{year}', String(event.year));
    expect(readServerConfig({}, '/srv').mailFrom).toBe(`${name} <${event.organiserEmail}>`);
  });

  it('is MAIL_FROM when it is set', () => {
    expect(readServerConfig({ MAIL_FROM: 'Registrations <reg@example.org>' }, '/srv').mailFrom).toBe(
      'Registrations <reg@example.org>',
    );
    expect(readServerConfig({ MAIL_FROM: 'Registrations <reg@example.org>' }, '/srv').mailFromIn('zh-Hant')).toBe(
      'Registrations <reg@example.org>',
    );
  });

  it.each(['zh-Hant', 'zh-Hans'] as const)('is the event’s name in %s for a message in it', (language) => {
    const name = (messagesFor(language)['email.sender'] ?? '')
      .replace('{acronym}', event.bodyAcronym)
      .replace('{year}', String(event.year));
    expect(readServerConfig({}, '/srv').mailFromIn(language)).toBe(`${name} <${event.organiserEmail}>`);
  });
});
