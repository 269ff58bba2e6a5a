/**
 * The credits-to-follow-up suites' server and calls: a test server with the statement import, two managers and a
 * viewer signed in, statements imported as a manager imports them, and the list and decisions over HTTP.
 */
import { afterAll, beforeAll, expect } from 'vitest';

import type { FollowUpCredit } from '../../../core/api/creditTypes';
import { sqlBankCredits } from '../../../server/bankImport/bankCredits';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import type { StoredRegistration } from '../../../server/store/Store';
import { camt053, type CamtEntry } from '../bankImport/camt053Statement';
import type { TestDatabase } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signedIn, type StaffClient } from '../staff/staffClient';

let serial = 0;
/** A bank reference no other credit of the suite has, so each test's credits are its own. */
export const bankReference = () => `FU-${Date.now().toString(36)}-${(serial += 1)}`;
/** An amount as a statement writes it. */
export const money = (amount: number) => amount.toFixed(2);

/** The credit of `bankRef` on the list, if it is there. */
export const creditOf = (credits: FollowUpCredit[], bankRef: string) =>
  credits.find((credit) => credit.bankReference === bankRef);

/** Starts the server before the suite's tests and stops it after them; the clients are set once it started. */
export function followUpSuite(database: () => TestDatabase) {
  let server: TestServer | undefined;
  const clients = {} as { manager: StaffClient; other: StaffClient; viewer: StaffClient };

  beforeAll(async () => {
    const staff = sqlStaffStore(database().db);
    server = await startTestServer({
      store: database().store,
      staffStore: staff,
      bankCredits: sqlBankCredits(database().db),
    });
    [clients.manager, clients.other, clients.viewer] = await Promise.all([
      signedIn(server.baseUrl, staff, 'manager'),
      signedIn(server.baseUrl, staff, 'manager'),
      signedIn(server.baseUrl, staff, 'viewer'),
    ]);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  async function listed(client: StaffClient): Promise<FollowUpCredit[]> {
    const response = await client.get('/staff/api/credits');
    expect(response.status).toBe(200);
    return ((await response.json()) as { credits: FollowUpCredit[] }).credits;
  }

  return {
    clients,
    baseUrl: () => server!.baseUrl,
    listed,

    /** Imports a statement of `entries` as a manager does, and answers the list to follow up afterwards. */
    async imported(entries: CamtEntry[]): Promise<FollowUpCredit[]> {
      const confirm = await clients.manager.post('/staff/api/bank-statements/confirm', {
        fileName: 'statement.xml',
        content: camt053(entries),
      });
      expect(confirm.status).toBe(200);
      return listed(clients.manager);
    },

    async decide(client: StaffClient, body: unknown) {
      const response = await client.post('/staff/api/credits/decisions', body);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },

    /** What the registration's ledger and row say: its state, what it received, the statement's payments on it. */
    async ledgerOf(registration: StoredRegistration, entryKey: string) {
      const detail = await database().store.findRegistration(registration.id);
      const payments = await database().db.query<{ registration_id: number }>(
        `select registration_id from money_movements where source = $1`,
        [`statement:${entryKey}`],
      );
      const receipts = await database().db.query<{ kind: string }>(
        `select kind from outbox where registration_id = $1 and kind = 'bank_confirmation'`,
        [registration.id],
      );
      return {
        state: detail?.state,
        paidAmount: detail?.paidAmount,
        payments: payments.map((row) => row.registration_id),
        receipts: receipts.length,
      };
    },
  };
}
