/**
 * Hostile and broken statement files: each is answered 422 with the reason, never 5xx, and a statement with one bad
 * credit records nothing at all, not the credits before it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sqlBankCredits } from '../../../server/bankImport/bankCredits';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import { onDefaultStore } from '../helpers/stores';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { keep } from '../staff/registrationFixtures';
import { signedIn, type StaffClient } from '../staff/staffClient';
import { camt053 } from './camt053Statement';

const good = camt053([{ amount: '10.00', remittance: 'nothing to match', bankReference: 'H-0' }]);

/** The statement with its XML declaration swapped for `prologue`. */
function withPrologue(prologue: string, statement = good): string {
  return statement.replace(/^<\?xml[^>]*\?>/, `<?xml version="1.0" encoding="UTF-8"?>\n${prologue}`);
}

const hostile: Record<string, string> = {
  'a DOCTYPE with a SYSTEM entity': withPrologue(
    '<!DOCTYPE Document [<!ENTITY leak SYSTEM "file:///etc/passwd">]>',
  ).replace('nothing to match', '&leak;'),
  'a DOCTYPE with nested entities': withPrologue(
    '<!DOCTYPE Document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>',
  ).replace('nothing to match', '&b;&b;&b;'),
  'elements nested 100,000 deep': good.replace(
    '<Ustrd>nothing to match</Ustrd>',
    `<Ustrd>${'<x>'.repeat(100_000)}${'</x>'.repeat(100_000)}</Ustrd>`,
  ),
  'a <__proto__> element': good.replace('<GrpHdr>', '<GrpHdr><__proto__><polluted>yes</polluted></__proto__>'),
  'a <constructor> element in an entry': good.replace('<NtryRef>', '<constructor>x</constructor><NtryRef>'),
  'a <__proto__> element in a statement': good.replace('<Stmt>', '<Stmt><__proto__>x</__proto__>'),
  'a booking date 2030-13-45': camt053([{ amount: '10.00', remittance: 'x', bookedOn: '2030-13-45' }]),
  'a booking date 2030-02-30': camt053([{ amount: '10.00', remittance: 'x', bookedOn: '2030-02-30' }]),
  'a NUL in the remittance': camt053([{ amount: '10.00', remittance: 'before\u0000after' }]),
  'a NUL in a CSV line': 'Date,Amount,Currency,Description\n2030-09-03,10.00,CHF,a\u0000b\n',
  'a lone surrogate': camt053([{ amount: '10.00', remittance: 'half \ud800 a pair' }]),
};

onDefaultStore((database) => {
  let server: TestServer;
  let manager: StaffClient;

  beforeAll(async () => {
    const staff = sqlStaffStore(database().db);
    server = await startTestServer({
      store: database().store,
      staffStore: staff,
      bankCredits: sqlBankCredits(database().db),
    });
    manager = await signedIn(server.baseUrl, staff, 'manager');
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  async function recordedCredits(): Promise<number> {
    const rows = await database().db.query<{ count: number }>('select count(*)::int as count from bank_credits');
    return rows[0]?.count ?? 0;
  }

  describe('a hostile statement file', () => {
    it.each(Object.entries(hostile))(
      'with %s is answered 422 with the reason, and nothing is recorded',
      async (_, content) => {
        const before = await recordedCredits();
        for (const step of ['preview', 'confirm']) {
          const response = await manager.post(`/staff/api/bank-statements/${step}`, { fileName: 'x.xml', content });
          const body = (await response.json()) as { message?: string; errors?: { file?: string[] } };
          expect(response.status, `${step}: ${JSON.stringify(body)}`).toBe(422);
          expect(body.errors?.file?.[0]).toBe(body.message);
          expect(body.message).toMatch(/\w/);
        }
        expect(await recordedCredits()).toBe(before);
      },
    );

    it('confirms nothing when a later credit is bad: the exact payment before it stays unpaid', async () => {
      const exact = await keep(database().store);
      const content = camt053([
        { amount: `${exact.feeAmount}.00`, remittance: `${exact.reference}`, bankReference: 'W-1' },
        { amount: '10.00', remittance: 'x', bookedOn: '2030-13-45', bankReference: 'W-2' },
      ]);
      const response = await manager.post('/staff/api/bank-statements/confirm', { fileName: 'x.xml', content });
      expect(response.status).toBe(422);
      expect((await database().store.findRegistration(exact.id))?.state).toBe('awaiting_payment');
    });
  });
});
