/**
 * Chinese documents on a machine without Debian's CJK fonts: the server process is pointed at an empty system font
 * folder and still prints every Chinese text of the invoice, from the Noto Sans faces its own dependencies install.
 */
import { describe, expect, it } from 'vitest';

import { englishMessages } from '../../../core/i18n/messages';
import { temporaryDirectory } from '../../../scripts/support/temporaryDirectory';
import { messagesFor } from '../../../server/i18n/catalogues';
import { periods } from '../../support/eventTimes';
import { instants, uniqueEmail, validPayload } from '../helpers/payload';
import { serverProcessesOnPostgres } from '../helpers/serverProcesses';
import { pdfText } from '../helpers/smtpSink';
import { Client } from '../helpers/testServer';

const noSystemFonts = temporaryDirectory('seminar-no-fonts-');
const processes = serverProcessesOnPostgres('seminar-fonts-', {
  REGISTRATION_CLOCK: instants.earlyBird,
  SYSTEM_FONT_DIR: noSystemFonts.dir,
});

const collapse = (text: string): string => text.replace(/\s+/g, '');

describe('documents on a machine with no fonts of its own', () => {
  it.each([
    ['zh-Hant', '陳', '美玲'],
    ['zh-Hans', '张', '伟'],
  ] as const)(
    'a %s invoice prints its Chinese texts and the name, nothing as ?',
    async (language, family, given) => {
      const server = await processes.start();
      expect(server.output()).toContain('@embedpdf/fonts-tc');
      const client = new Client(server.url);
      await client.handshake();
      const email = uniqueEmail(language);
      const payload = validPayload(periods.first, {
        payment_method: 'bank',
        family_name: family,
        given_name: given,
        email,
      });
      const answer = await client.postJson('/web/registrations', payload, {
        headers: { 'content-language': language },
      });
      expect(answer.status).toBe(201);

      const received = await processes.sink.waitForCount(processes.sink.received.length + 1, 60_000);
      const mail = received.find(
        (message) => (message.to && !Array.isArray(message.to) ? message.to.text : '') === email,
      );
      const invoice = mail?.attachments.find((file) => file.filename?.endsWith('.pdf'));
      expect(invoice, 'the invoice attached').toBeDefined();
      const text = collapse(await pdfText(invoice!.content));
      const catalogue = messagesFor(language);
      for (const key of ['invoice.title', 'invoice.billTo', 'invoice.bank.title', 'part.d.bank.charges']) {
        expect(text).toContain(collapse(catalogue[key] ?? ''));
      }
      expect(text).toContain(`${family}${given}`);
      expect(text).not.toContain('?');
      expect(text).not.toContain(collapse(englishMessages['invoice.fontNote'] ?? ''));
      await server.stop();
    },
    180_000,
  );
});
