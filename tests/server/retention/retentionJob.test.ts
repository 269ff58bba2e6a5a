/**
 * The retention job with the clock moved, on PGlite and PostgreSQL: the day before the erasure day nothing is erased;
 * from it, two jobs running at once erase each registration's phone number, dietary preference, the passport data of
 * its visa request (in the outbox too) and its mailbox texts once, delete the error reports, and keep the names the
 * invoice needs; a job started again afterwards erases nothing twice.
 */
import { describe, expect, it } from 'vitest';

import { meetings } from '../../../core/model/meetings';
import { event } from '../../../core/model/schemaData';
import { invoicePdf } from '../../../server/invoice/invoicePdf';
import { startRetentionScheduler } from '../../../server/retention/retentionScheduler';
import { sqlErasure } from '../../../server/retention/sqlErasure';
import type { StoredRegistration } from '../../../server/store/Store';
import { pdfText } from '../helpers/smtpSink';
import { forEachStore } from '../helpers/stores';
import {
  dayBeforeErasure,
  delegateWithPersonalData,
  deliverToMailbox,
  onErasureDay,
  personalDataOf,
} from './retentionFixtures';

/** A job as a server process runs it, on the given clock, without timer passes of its own during the test. */
function job(database: { db: Parameters<typeof sqlErasure>[0] }, now: Date) {
  return startRetentionScheduler({
    erasure: sqlErasure(database.db),
    event,
    meetings,
    clock: () => now,
    intervalMs: 3_600_000,
  });
}

forEachStore((database) => {
  describe('the retention job', () => {
    it('erases nothing before the erasure day, then each registration once, keeping what invoices need', async () => {
      const { db, store } = database();
      const delegates: StoredRegistration[] = [];
      for (let index = 0; index < 4; index += 1) delegates.push(await delegateWithPersonalData(db, store));
      await deliverToMailbox(db, store);

      const early = job(database(), dayBeforeErasure);
      expect(await early.runNow()).toBe(0);
      await early.stop();
      const kept = await personalDataOf(db, delegates[0].id);
      expect(kept.registration?.phone_number).not.toBe('');
      expect(kept.visa?.passport_number).not.toBeNull();
      expect(Object.keys(kept.correction?.details.changes ?? {}).sort()).toEqual(['phoneNumber', 'postTitle']);
      expect(kept.mailbox.every((mail) => mail.text_body !== '')).toBe(true);

      // Each job makes its first pass as it starts, as a server process does; runNow waits for it and passes again.
      const [first, second] = [job(database(), onErasureDay), job(database(), onErasureDay)];
      await Promise.all([first.runNow(), second.runNow()]);
      await Promise.all([first.stop(), second.stop()]);

      for (const delegate of delegates) {
        const data = await personalDataOf(db, delegate.id);
        expect(data.registration).toMatchObject({ phone_number: '', idd_code: '', dietary_preference: '' });
        expect(data.registration?.personal_data_erased_at).not.toBeNull();
        expect(data.registration?.family_name).toBe(delegate.familyName);
        expect(data.visa?.passport_number).toBeNull();
        expect(data.letterMail?.details).not.toHaveProperty('passportNumber');
        expect(data.letterMail?.details).toHaveProperty('letterNumber');
        expect(data.mailbox.length).toBeGreaterThan(0);
        expect(data.mailbox.every((mail) => mail.text_body === '' && mail.attachments.length === 0)).toBe(true);
        expect(Object.keys(data.correction?.details.changes ?? {})).toEqual(['postTitle']);
        expect(data.erasures).toHaveLength(1);
        expect(data.erasures[0]?.actor).toBe('system');
        expect(data.erasures[0]?.details.erased).toEqual([
          'phoneNumber',
          'dietaryPreference',
          'visaPassport',
          'mailboxBodies',
        ]);
      }
      const reports = await db.query<{ count: number }>('select count(*)::integer as count from error_reports');
      expect(reports[0]?.count).toBe(0);

      // The invoice is still made, with the delegate's name on it.
      const listed = (await store.listRegistrations()).find((registration) => registration.id === delegates[0].id)!;
      expect(listed.invoiceNumber).not.toBeNull();
      expect(await pdfText(await invoicePdf(listed, undefined))).toContain(listed.familyName);

      const restarted = job(database(), new Date(onErasureDay.getTime() + 7 * 86_400_000));
      expect(await restarted.runNow()).toBe(0);
      await restarted.stop();
      const history = await db.query<{ count: number }>(
        `select count(*)::integer as count from registration_history where event = 'personal_data_erased'`,
      );
      expect(history[0]?.count).toBe(delegates.length);
    }, 180_000);
  });
});
