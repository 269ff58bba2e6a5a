/** One unit of work: a change and its messages commit together, and the outbox hears of them once, after the commit. */
import { expect, it } from 'vitest';

import { enqueue } from '../../../server/store/outbox';
import { queueSignal, unitOfWork } from '../../../server/store/unitOfWork';
import { instants, newRegistration } from '../helpers/payload';
import { forEachStore } from '../helpers/stores';

// A morning while the event under test is open, in its time zone.
const at = new Date(instants.earlyBird);

forEachStore((database) => {
  async function registered(email: string) {
    const inserted = await database().store.insertRegistration(newRegistration({ email, payment_method: 'bank' }), at);
    if (inserted.outcome !== 'created') throw new Error('not created');
    return inserted.registration;
  }

  const countOf = async (registrationId: number) =>
    (
      await database().db.query<{ count: number }>(
        'select count(*)::int as count from outbox where registration_id = $1',
        [registrationId],
      )
    )[0]?.count;

  it('notifies once after the commit of a change that queued two messages, and the listener finds both', async () => {
    const registration = await registered('unit.one@example.org');
    const signal = queueSignal();
    const seen: (number | undefined)[] = [];
    const unsubscribe = signal.onMessagesQueued(() => {
      seen.push(-1);
      void countOf(registration.id).then((count) => seen.push(count));
    });
    const before = await countOf(registration.id);
    await unitOfWork(
      database().db,
      signal,
    )((tx) => enqueue(tx, registration, ['delegate_link', 'delegate_link'], {}, new Date()));
    await expect.poll(() => seen).toEqual([-1, (before ?? 0) + 2]);
    unsubscribe();
  });

  it('neither keeps the messages nor notifies when the change is rolled back', async () => {
    const registration = await registered('unit.two@example.org');
    const signal = queueSignal();
    let heard = 0;
    signal.onMessagesQueued(() => (heard += 1));
    const before = await countOf(registration.id);
    await expect(
      unitOfWork(
        database().db,
        signal,
      )(async (tx) => {
        await enqueue(tx, registration, ['delegate_link'], {}, new Date());
        throw new Error('the change fails after queuing');
      }),
    ).rejects.toThrow('the change fails after queuing');
    expect(await countOf(registration.id)).toBe(before);
    expect(heard).toBe(0);
  });

  it('does not notify a change that queued nothing', async () => {
    const signal = queueSignal();
    let heard = 0;
    signal.onMessagesQueued(() => (heard += 1));
    await unitOfWork(database().db, signal)((tx) => tx.query('select 1'));
    expect(heard).toBe(0);
  });
});
