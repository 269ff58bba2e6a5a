/**
 * The database's guard on a registration's mailbox (migration 016): a writer that changes the e-mail without the mailbox
 * cannot leave the lower-cased address as the mailbox of an internationalised domain, which the mailer sends in punycode.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { mailboxOf } from '../../../core/rules/email';
import { instants, newRegistration } from '../helpers/payload';
import { forEachStore } from '../helpers/stores';

// A morning while the event under test is open, in its time zone.
const at = new Date(instants.earlyBird);

forEachStore((database) => {
  let id = 0;

  beforeAll(async () => {
    const inserted = await database().store.insertRegistration(
      newRegistration({ email: 'guard@example.org', payment_method: 'bank' }),
      at,
    );
    if (inserted.outcome !== 'created') throw new Error('not created');
    id = inserted.registration.id;
  });

  async function stored(): Promise<{ email: string; mailbox: string }> {
    const rows = await database().db.query<{ email: string; mailbox: string }>(
      'select email, mailbox from registrations where id = $1',
      [id],
    );
    if (!rows[0]) throw new Error('the registration is gone');
    return rows[0];
  }

  describe('a writer that changes the e-mail without the mailbox', () => {
    it('gets the lower-cased address as the mailbox when the address is ASCII', async () => {
      await database().db.query('update registrations set email = $1 where id = $2', ['Guard.Two@Example.ORG', id]);
      expect(await stored()).toEqual({ email: 'Guard.Two@Example.ORG', mailbox: mailboxOf('Guard.Two@Example.ORG') });
    });

    it.each([
      ['an internationalised domain', 'guard@bücher.de'],
      ['full-width letters in the domain', 'guard@ｅｘａｍｐｌｅ.org'],
      ['letters other than ASCII before the @', 'ΣΑΣ@example.org'],
    ])('is refused for %s, and the row keeps its e-mail and mailbox', async (_what, email) => {
      const before = await stored();
      await expect(
        database().db.query('update registrations set email = $1 where id = $2', [email, id]),
      ).rejects.toThrow(/mailbox/);
      expect(await stored()).toEqual(before);
    });
  });

  describe('a writer that sends the mailbox with the e-mail', () => {
    it('stores the mailbox the mailer uses for an internationalised domain', async () => {
      const email = 'guard@bücher.de';
      const mailbox = mailboxOf(email) ?? '';
      expect(mailbox).toBe('guard@xn--bcher-kva.de');
      await database().db.query('update registrations set email = $1, mailbox = $2 where id = $3', [
        email,
        mailbox,
        id,
      ]);
      expect(await stored()).toEqual({ email, mailbox });
      // Other columns change without touching either.
      await database().db.query(`update registrations set organization_name = 'Elsewhere' where id = $1`, [id]);
      expect(await stored()).toEqual({ email, mailbox });
    });

    it('is refused when that mailbox keeps a domain that is not ASCII', async () => {
      const before = await stored();
      await expect(
        database().db.query('update registrations set email = $1, mailbox = $2 where id = $3', [
          'guard@bücher.de',
          'guard@bücher.de',
          id,
        ]),
      ).rejects.toThrow(/mailbox/);
      expect(await stored()).toEqual(before);
    });

    it('cannot give an ASCII address a mailbox other than the address in lower case', async () => {
      await database().db.query('update registrations set email = $1, mailbox = $2 where id = $3', [
        'Guard@Example.org',
        'someone.else@example.org',
        id,
      ]);
      expect(await stored()).toEqual({ email: 'Guard@Example.org', mailbox: 'guard@example.org' });
    });
  });
});
