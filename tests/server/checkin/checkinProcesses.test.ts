/**
 * Two real server processes (server/main.ts) on one PostgreSQL database, as two doors of one site: the same badges
 * scanned at the same moment at both give one check-in each, and every scan is kept.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type RunningServer, spawnServer } from '../../../scripts/support/serverProcess';
import { badgeCodeFor } from '../../../server/badges/badgeCode';
import { sqlCheckinStore } from '../../../server/checkin/sqlCheckinStore';
import type { Database } from '../../../server/db/Database';
import { openPostgresDatabase } from '../../../server/db/postgresDatabase';
import { derivedKey, parseServerSecret } from '../../../server/secrets/serverSecret';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import { sqlStore } from '../../../server/store/sqlStore';
import { eventInstant } from '../../support/eventTimes';
import { createTestPostgresDatabase, stopTestPostgres } from '../helpers/testDatabase';
import { signedIn, type StaffClient } from '../staff/staffClient';
import { firstDay, paidRegistration, scan } from './doorFixtures';

const secretHex = 'a1'.repeat(32);
const key = derivedKey(parseServerSecret(secretHex)!, 'badge-code');

describe('check-in from two server processes on one PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let db: Database | undefined;
  let dataDir: string;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    database = await createTestPostgresDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'seminar-checkin-processes-'));
    const env = {
      DATABASE_URL: database.url,
      SERVER_SECRET: secretHex,
      // Noon of the first meeting day in the event's time zone: "today" at both doors.
      REGISTRATION_CLOCK: eventInstant(firstDay.day, '12:00:00'),
      INVOICE_FONT: 'none',
    };
    // One after the other: both migrate the same database at start-up.
    servers.push(await spawnServer({ dataDir: join(dataDir, 'a'), env }));
    servers.push(await spawnServer({ dataDir: join(dataDir, 'b'), env }));
    db = await openPostgresDatabase({ connectionString: database.url });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await db?.close();
    await database?.drop();
    await stopTestPostgres();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('check each badge in once when both doors scan it at the same moment, and keep both scans', async () => {
    if (!db || servers.length !== 2) throw new Error('the servers did not start');
    const store = sqlStore(db);
    const staff = sqlStaffStore(db);
    const registrations = [];
    for (let index = 0; index < 8; index += 1) registrations.push(await paidRegistration(store));
    const doors: StaffClient[] = await Promise.all(servers.map((server) => signedIn(server.url, staff, 'viewer')));
    const answers = await Promise.all(
      registrations.flatMap((registration) =>
        doors.map(async (door) => {
          const response = await door.post('/staff/api/checkin/scans', {
            scans: [scan({ code: badgeCodeFor(key, registration.reference!) })],
          });
          expect(response.status).toBe(200);
          const { results } = (await response.json()) as { results: { answer: { kind: string } }[] };
          return { id: registration.id, kind: results[0].answer.kind };
        }),
      ),
    );
    const checkins = sqlCheckinStore(db);
    const standing = await checkins.standingCheckIns();
    for (const registration of registrations) {
      const kinds = answers
        .filter((answer) => answer.id === registration.id)
        .map((answer) => answer.kind)
        .sort();
      expect(kinds).toEqual(['alreadyCheckedIn', 'checkedIn']);
      expect(standing.filter((checkIn) => checkIn.registrationId === registration.id)).toHaveLength(1);
      expect(await checkins.scansOf(registration.id)).toHaveLength(2);
    }
  });
});
