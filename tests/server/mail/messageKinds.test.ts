/**
 * The registry of e-mail kinds and the outbox's table of them name the same kinds: a kind registered without its
 * migration's row could never be queued, and the outbox refuses a kind that no feature defines.
 */
import en from '@schemas/messages/en.json';
import { describe, expect, it } from 'vitest';

import { messageKinds } from '../../../core/lifecycle/lifecycle';
import { messageDefinitions } from '../../../server/mail/messageKinds';
import { instants, newRegistration } from '../helpers/payload';
import { onDefaultStore } from '../helpers/stores';

const at = new Date(instants.standard);

describe('the registry of e-mail kinds', () => {
  it('defines every kind the lifecycle and the features send, each with a subject in the catalogue', () => {
    expect(Object.keys(messageDefinitions).sort()).toEqual([...messageKinds].sort());
    for (const definition of Object.values(messageDefinitions))
      expect((en as Record<string, string>)[definition.subjectKey]).toBeTruthy();
  });
});

onDefaultStore((database) => {
  it('the outbox table knows the registered kinds and no other', async () => {
    const rows = await database().db.query<{ kind: string }>('select kind from message_kinds order by kind');
    expect(rows.map((row) => row.kind)).toEqual(Object.keys(messageDefinitions).sort());
  });

  it('refuses a message of a kind no feature defines', async () => {
    const inserted = await database().store.insertRegistration(
      newRegistration({ email: 'kinds@example.org', payment_method: 'bank' }),
      at,
    );
    if (inserted.outcome !== 'created') throw new Error('not created');
    await expect(
      database().db.query(
        `insert into outbox (registration_id, kind, recipient, language) values ($1, 'newsletter', $2, 'en')`,
        [inserted.registration.id, 'kinds@example.org'],
      ),
    ).rejects.toThrow(/outbox_kind_known/);
  });
});
