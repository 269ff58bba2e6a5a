/**
 * Two servers, each with its own connection pool to one PostgreSQL database (as two processes of one site): two
 * managers issuing certificates at the same moment give each delegate one certificate and one e-mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { meetings } from '../../../core/model/meetings';
import { event } from '../../../core/model/schemaData';
import { meetingDays } from '../../../core/rules/meetings';
import { sqlCertificateStore } from '../../../server/certificates/sqlCertificateStore';
import { sqlCheckinStore } from '../../../server/checkin/sqlCheckinStore';
import type { Database } from '../../../server/db/Database';
import { openPostgresDatabase } from '../../../server/db/postgresDatabase';
import { parseServerSecret } from '../../../server/secrets/serverSecret';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import { sqlStore } from '../../../server/store/sqlStore';
import { openTestPostgres, stopTestPostgres, type TestDatabase } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signedIn, type StaffClient } from '../staff/staffClient';
import { afterLastDay, certificateMails, checkedIn } from './certificateFixtures';

const secret = parseServerSecret('b2'.repeat(32))!;

describe('certificates issued from two servers on one PostgreSQL at once', () => {
  let database: TestDatabase;
  let secondPool: Database;
  const servers: TestServer[] = [];
  const managers: StaffClient[] = [];

  beforeAll(async () => {
    database = await openTestPostgres();
    secondPool = await openPostgresDatabase({ connectionString: database.connectionString! });
    for (const db of [database.db, secondPool]) {
      const staff = sqlStaffStore(db);
      const server = await startTestServer({
        store: sqlStore(db),
        staffStore: staff,
        checkinStore: sqlCheckinStore(db),
        certificateStore: sqlCertificateStore(db),
        serverSecret: secret,
        clock: () => afterLastDay,
      });
      servers.push(server);
      managers.push(await signedIn(server.baseUrl, staff, 'manager'));
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await secondPool?.close();
    await database?.close();
    await stopTestPostgres();
  }, 60_000);

  it('gives each delegate one certificate and one e-mail, with no number used twice', async () => {
    const [committeeDays] = meetings.map((meeting) => meetingDays(event, meeting));
    const delegates = [];
    for (let index = 0; index < 12; index += 1)
      delegates.push(await checkedIn(database.store, database.db, [committeeDays[index % committeeDays.length]]));
    const answers = await Promise.all(
      managers.flatMap((manager) =>
        [0, 1].map(async () => {
          const response = await manager.post('/staff/api/certificates/issue', {});
          expect(response.status).toBe(200);
          return ((await response.json()) as { issued: string[] }).issued;
        }),
      ),
    );
    const numbers = answers.flat();
    expect(numbers).toHaveLength(delegates.length);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const delegate of delegates) expect(await certificateMails(database.db, delegate.id)).toBe(1);
    // Gapless across both servers: 1 to 12.
    expect(numbers.map((number) => Number(number.slice(-4))).sort((a, b) => a - b)).toEqual(
      delegates.map((_, index) => index + 1),
    );
  }, 60_000);
});
