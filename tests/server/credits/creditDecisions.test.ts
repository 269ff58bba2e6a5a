/**
 * Credits to follow up over HTTP: a manager records one returned to the payer or sets one aside, once (two at once:
 * one is recorded, the other told 409), and bad input is answered with a 4xx that names the field.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { onDefaultStore } from '../helpers/stores';
import type { StaffClient } from '../staff/staffClient';
import { bankReference, creditOf, followUpSuite } from './followUpSuite';

onDefaultStore((database) => {
  const suite = followUpSuite(database);
  const { imported, listed, decide } = suite;
  let manager: StaffClient;
  let other: StaffClient;
  let viewer: StaffClient;
  beforeAll(() => {
    ({ manager, other, viewer } = suite.clients);
  });

  describe('returning a credit or setting it aside', () => {
    it('records the return with its day, note, who and when, and takes the credit off the list', async () => {
      const [returnRef, asideRef] = [bankReference(), bankReference()];
      const credits = await imported([
        { amount: '40.00', remittance: 'wrong account', bankReference: returnRef },
        { amount: '5.00', remittance: 'test transfer', bankReference: asideRef },
      ]);
      const returned = creditOf(credits, returnRef)!;
      const aside = creditOf(credits, asideRef)!;
      const answers = await Promise.all([
        decide(manager, {
          entryKey: returned.entryKey,
          decision: 'returned',
          returnedOn: '2030-09-10',
          note: 'Sent back',
        }),
        decide(manager, { entryKey: aside.entryKey, decision: 'set_aside', note: 'The bank’s own test' }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const after = await listed(viewer);
      expect(creditOf(after, returnRef)).toBeUndefined();
      expect(creditOf(after, asideRef)).toBeUndefined();
      const kept = await database().db.query<Record<string, unknown>>(
        `select decision, to_char(returned_on, 'YYYY-MM-DD') as returned_on, decision_note, decided_by,
           decided_at is not null as dated
         from bank_credits where entry_key in ($1, $2) order by decision`,
        [returned.entryKey, aside.entryKey],
      );
      expect(kept).toEqual([
        {
          decision: 'returned',
          returned_on: '2030-09-10',
          decision_note: 'Sent back',
          decided_by: expect.stringMatching(/^staff manager\./) as unknown,
          dated: true,
        },
        {
          decision: 'set_aside',
          returned_on: null,
          decision_note: 'The bank’s own test',
          decided_by: expect.stringMatching(/^staff manager\./) as unknown,
          dated: true,
        },
      ]);
      // Two managers deciding one credit at once: one is recorded, the other told 409.
      const raceRef = bankReference();
      const race = creditOf(await imported([{ amount: '7.00', remittance: 'race', bankReference: raceRef }]), raceRef)!;
      const raced = await Promise.all([
        decide(manager, { entryKey: race.entryKey, decision: 'set_aside', note: 'first' }),
        decide(other, { entryKey: race.entryKey, decision: 'returned', returnedOn: '2030-09-11', note: 'second' }),
      ]);
      expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409]);
    });

    it('answers bad input with a 4xx that says what is wrong, and decides nothing', async () => {
      const ref = bankReference();
      const { entryKey } = creditOf(await imported([{ amount: '9.00', remittance: 'odd', bankReference: ref }]), ref)!;
      const cases: [unknown, number, string?][] = [
        [[], 422],
        [{ entryKey, decision: 'refunded', note: 'x' }, 422, 'decision'],
        [{ entryKey, decision: 'set_aside' }, 422, 'note'],
        [{ entryKey, decision: 'set_aside', note: '   ' }, 422, 'note'],
        [{ entryKey, decision: 'set_aside', note: 'a\u202Eb' }, 422, 'note'],
        [{ entryKey, decision: 'set_aside', note: 'x'.repeat(1001) }, 422, 'note'],
        [{ entryKey, decision: 'returned', note: 'back' }, 422, 'returnedOn'],
        [{ entryKey, decision: 'returned', returnedOn: '2030-02-30', note: 'back' }, 422, 'returnedOn'],
        [{ entryKey, decision: 'assigned' }, 422, 'reference'],
        [{ entryKey, decision: 'assigned', reference: 42 }, 422, 'reference'],
        [{ decision: 'set_aside', note: 'x' }, 422, 'entryKey'],
        [{ entryKey: 'no-such-credit', decision: 'set_aside', note: 'x' }, 404],
      ];
      for (const [body, status, field] of cases) {
        const answer = await decide(manager, body);
        expect({ body, status: answer.status }).toEqual({ body, status });
        expect(typeof answer.body.message).toBe('string');
        if (field) expect(Object.keys(answer.body.errors as object)).toEqual([field]);
      }
      expect(creditOf(await listed(manager), ref)).toBeDefined();
    });
  });
});
