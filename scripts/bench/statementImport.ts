/**
 * `npm run bench:import [-- --credits N]`: how long a manager's import of a camt.053 statement takes with N credits
 * (1,000 by default), each paying one bank registration exactly, on an embedded database in a temporary directory and
 * the real staff routes: the preview (read, match, review) and the confirmation (each payment confirmed, its credit
 * recorded and its receipt queued), then the same statement again, which records nothing. Prints figures; asserts
 * nothing.
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';

import { sqlBankCredits } from '../../server/bankImport/bankCredits';
import { openDatabase } from '../../server/db/openDatabase';
import { sqlStaffStore } from '../../server/staff/sqlStaffStore';
import { sqlStore } from '../../server/store/sqlStore';
import { camt053 } from '../../tests/server/bankImport/camt053Statement';
import { startTestServer } from '../../tests/server/helpers/testServer';
import { keep } from '../../tests/server/staff/registrationFixtures';
import { signedIn } from '../../tests/server/staff/staffClient';
import { temporaryDirectory } from '../support/temporaryDirectory';

const { values } = parseArgs({ options: { credits: { type: 'string', default: '1000' } }, strict: true });
const credits = Number(values.credits);
if (!Number.isInteger(credits) || credits < 1)
  throw new Error(`--credits must be a whole number, not ${values.credits}`);

const dataDir = temporaryDirectory('bench-import-');
const db = await openDatabase({ dataDir: dataDir.dir });
try {
  const store = sqlStore(db);
  const staff = sqlStaffStore(db);
  const registrations = [];
  for (let index = 0; index < credits; index += 1) registrations.push(await keep(store));
  const statement = camt053(
    registrations.map((registration, index) => ({
      amount: `${registration.feeAmount}.00`,
      remittance: `Seminar fee ${registration.reference}`,
      bankReference: `BENCH-${index + 1}`,
    })),
  );
  const server = await startTestServer({ store, staffStore: staff, bankCredits: sqlBankCredits(db) });
  try {
    const manager = await signedIn(server.baseUrl, staff, 'manager');
    console.log(
      `camt.053 statement of ${credits} credits, ${(statement.length / 1024).toFixed(0)} KB; ` +
        `${availableParallelism()} CPUs, load ${loadavg()[0].toFixed(1)}`,
    );
    const send = async (step: string) => {
      const started = performance.now();
      const response = await manager.post(`/staff/api/bank-statements/${step}`, {
        fileName: 'bench',
        content: statement,
      });
      const body = (await response.json()) as { confirmed?: number; recorded?: number; credits: unknown[] };
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      console.log(
        `${step}: HTTP ${response.status} in ${seconds} s, ${body.credits.length} credits reviewed` +
          (step === 'confirm' ? `, ${body.confirmed} payments confirmed, ${body.recorded} credits recorded` : ''),
      );
    };
    await send('preview');
    await send('confirm');
    await send('confirm');
  } finally {
    await server.close();
  }
} finally {
  await db.close();
  dataDir.remove();
}
