/** The check-in store over the registration database (migration 012), PGlite or PostgreSQL alike. */
import type { Database, SqlRunner } from '../db/Database';
import type { CheckinStore, DoorRegistration, ScanRecord, StandingCheckIn } from './CheckinStore';

interface DoorRow {
  id: number;
  reference: string | null;
  title: string;
  given_name: string;
  family_name: string;
  organization_name: string;
  region: string;
  fee_category: string;
  state: string;
}

interface StandingRow {
  registration_id: number;
  day: string;
  scanned_at: Date;
  staff_email: string;
  scan_id: string;
}

const doorColumns = `id, reference, title, given_name, family_name, organization_name, region, fee_category, state`;

function doorOf(row: DoorRow): DoorRegistration {
  return {
    id: row.id,
    reference: row.reference,
    title: row.title,
    givenName: row.given_name,
    familyName: row.family_name,
    organizationName: row.organization_name,
    region: row.region,
    feeCategory: row.fee_category,
    state: row.state,
  };
}

// A scan counts when recorded after the day's last undo; the first of those to reach the server is the check-in. (Not
// the earliest scanned: an offline scan arriving late would then overturn an answer another phone already showed.)
const standingSql = (where: string) => `
  select distinct on (s.registration_id, s.day)
         s.registration_id, s.day::text as day, s.scanned_at, s.staff_email, s.scan_id
  from checkin_scans s
  where ${where}
    and s.recorded_at > coalesce(
      (select max(u.undone_at) from checkin_undos u where u.registration_id = s.registration_id and u.day = s.day),
      '-infinity'::timestamptz)
  order by s.registration_id, s.day, s.id`;

function standingOf(row: StandingRow): StandingCheckIn {
  return { registrationId: row.registration_id, day: row.day, at: new Date(row.scanned_at), by: row.staff_email };
}

async function standingFor(tx: SqlRunner, registrationId: number, day: string): Promise<StandingRow | undefined> {
  const rows = await tx.query<StandingRow>(standingSql('s.registration_id = $1 and s.day = $2::date'), [
    registrationId,
    day,
  ]);
  return rows[0];
}

/** The check-in store of an open, migrated database. */
export function sqlCheckinStore(db: Database): CheckinStore {
  return {
    async doorRegistrations() {
      const rows = await db.query<DoorRow>(`select ${doorColumns} from registrations order by id`);
      return rows.map(doorOf);
    },

    async doorRegistration(by) {
      const rows =
        'id' in by
          ? await db.query<DoorRow>(`select ${doorColumns} from registrations where id = $1`, [by.id])
          : await db.query<DoorRow>(`select ${doorColumns} from registrations where upper(reference) = upper($1)`, [
              by.reference,
            ]);
      return rows[0] ? doorOf(rows[0]) : undefined;
    },

    async standingCheckIns() {
      const rows = await db.query<StandingRow>(standingSql('true'));
      return rows.map(standingOf);
    },

    async recordScan(scan) {
      return db.transaction(async (tx) => {
        // One registration's scans one at a time, across processes: the answer each phone gets is then consistent.
        await tx.query('select id from registrations where id = $1 for update', [scan.registrationId]);
        // scanned_at is shown ("already checked in at"), so it is capped by the server's clock; recorded_at, which
        // only orders scans against undos, is the database's real time.
        await tx.query(
          `insert into checkin_scans (scan_id, registration_id, day, meeting, scanned_at, recorded_at, staff_email, method)
           values ($1, $2, $3::date, $4, least($5::timestamptz, $8::timestamptz), clock_timestamp(), $6, $7)
           on conflict (scan_id) do nothing`,
          [
            scan.scanId,
            scan.registrationId,
            scan.day,
            scan.meeting,
            scan.scannedAt,
            scan.staffEmail,
            scan.method,
            scan.arrivedAt,
          ],
        );
        const standing = await standingFor(tx, scan.registrationId, scan.day);
        // None stands only for a scan sent again after a manager undid the check-in it made.
        return { standing: standing && standingOf(standing), won: standing?.scan_id === scan.scanId };
      });
    },

    async undoCheckIn(registrationId, day, staffEmail) {
      return db.transaction(async (tx) => {
        await tx.query('select id from registrations where id = $1 for update', [registrationId]);
        if (!(await standingFor(tx, registrationId, day))) return false;
        await tx.query(
          `insert into checkin_undos (registration_id, day, undone_at, staff_email)
           values ($1, $2::date, clock_timestamp(), $3)`,
          [registrationId, day, staffEmail],
        );
        return true;
      });
    },

    async scansOf(registrationId) {
      const rows = await db.query<{
        scan_id: string;
        day: string;
        meeting: string;
        scanned_at: Date;
        recorded_at: Date;
        staff_email: string;
        method: 'code' | 'name';
      }>(
        `select scan_id, day::text as day, meeting, scanned_at, recorded_at, staff_email, method
         from checkin_scans where registration_id = $1 order by recorded_at, id`,
        [registrationId],
      );
      return rows.map((row): ScanRecord => ({
        scanId: row.scan_id,
        day: row.day,
        meeting: row.meeting,
        scannedAt: new Date(row.scanned_at),
        recordedAt: new Date(row.recorded_at),
        staffEmail: row.staff_email,
        method: row.method,
      }));
    },
  };
}
