import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { englishMessages } from '../../../core/i18n/messages';
import { badgeCodeFor, badgeCodeHash } from '../../../server/badges/badgeCode';
import { sqlCheckinStore } from '../../../server/checkin/sqlCheckinStore';
import { derivedKey } from '../../../server/secrets/serverSecret';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import type { StaffStore } from '../../../server/staff/StaffStore';
import { addDays, eventInstant } from '../../support/eventTimes';
import { openTestPglite, type TestDatabase } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signedIn, type StaffClient } from '../staff/staffClient';
import { doorDays, feeFor, firstDay, noonOf, paidRegistration, scan } from './doorFixtures';

const secret = randomBytes(32);
const key = derivedKey(secret, 'badge-code');
const codeOf = (reference: string | null) => badgeCodeFor(key, reference ?? '');

interface Result {
  scanId: string;
  answer: { kind: string; at?: string; by?: string };
  entry?: { name: string; organisation: string; feeCategory: string };
}

let database: TestDatabase;
let server: TestServer;
let staff: StaffStore;
let viewer: StaffClient;
let manager: StaffClient;
// Noon of the first meeting day in the event's time zone; a test may move the server's clock and puts it back.
const now = noonOf(firstDay.day);
let clockNow = now;

beforeAll(async () => {
  database = await openTestPglite();
  staff = sqlStaffStore(database.db);
  server = await startTestServer({
    store: database.store,
    staffStore: staff,
    checkinStore: sqlCheckinStore(database.db),
    serverSecret: secret,
    clock: () => clockNow,
  });
  [viewer, manager] = await Promise.all([
    signedIn(server.baseUrl, staff, 'viewer'),
    signedIn(server.baseUrl, staff, 'manager'),
  ]);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function send(client: StaffClient, scans: unknown[]): Promise<Result[]> {
  const response = await client.post('/staff/api/checkin/scans', { scans });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: Result[] }).results;
}

/** The sealed window of the list a phone downloads now. */
async function windowOfList(): Promise<string> {
  return ((await (await viewer.get('/staff/api/checkin')).json()) as { window: string }).window;
}

async function scanCount(registrationId: number): Promise<number> {
  return (await sqlCheckinStore(database.db).scansOf(registrationId)).length;
}

describe('the door list', () => {
  it("names today's meeting day in the event's time zone and lists codes by hash only", async () => {
    const registration = await paidRegistration(database.store, { family_name: '陳', given_name: '大文' });
    const response = await viewer.get('/staff/api/checkin?lang=zh-Hant');
    expect(response.status).toBe(200);
    const list = (await response.json()) as {
      today: string;
      days: { day: string; meeting: string }[];
      entries: { id: number; codeHash: string; name: string; state: string }[];
    };
    expect(list.today).toBe(firstDay.day);
    expect(list.days.map((day) => day.day)).toEqual(doorDays.map((day) => day.day));
    const entry = list.entries.find((candidate) => candidate.id === registration.id);
    expect(entry?.codeHash).toBe(badgeCodeHash(codeOf(registration.reference)));
    expect(entry?.name).toContain('陳');
    expect(JSON.stringify(list)).not.toContain(codeOf(registration.reference).split('.')[1]);
  });
});

describe('a scan', () => {
  it('checks a paid delegate in, and the second scan says when and by whom', async () => {
    const registration = await paidRegistration(database.store, { organization_name: 'Pharmacy Board' });
    const [first] = await send(viewer, [scan({ code: codeOf(registration.reference) })]);
    expect(first.answer).toEqual({ kind: 'checkedIn' });
    expect(first.entry?.organisation).toBe('Pharmacy Board');
    const [second] = await send(manager, [scan({ code: codeOf(registration.reference).toLowerCase() })]);
    expect(second.answer.kind).toBe('alreadyCheckedIn');
    expect(second.answer.by).toMatch(/^viewer\./);
    expect(await scanCount(registration.id)).toBe(2);
  });

  it('answers "unknown code" for forged, truncated and foreign codes, and keeps nothing', async () => {
    const registration = await paidRegistration(database.store);
    const code = codeOf(registration.reference);
    const results = await send(viewer, [
      scan({ code: `${registration.reference}.AAAAAAAAAAAAAAAA` }),
      scan({ code: code.slice(0, -3) }),
      scan({ code: badgeCodeFor(key, registration.reference!, 'another-seminar') }),
      scan({ code: badgeCodeFor(derivedKey(randomBytes(32), 'badge-code'), registration.reference!) }),
      scan({ code: registration.reference! }),
      scan({ registrationId: 999_999 }),
    ]);
    expect(results.map((result) => result.answer.kind)).toEqual(Array(6).fill('unknownCode'));
    expect(await scanCount(registration.id)).toBe(0);
  });

  it('says "not paid", "cancelled" and "not registered for today" without checking in', async () => {
    const unpaid = await paidRegistration(database.store);
    await database.db.query(`update registrations set state = 'awaiting_payment' where id = $1`, [unpaid.id]);
    const cancelled = await paidRegistration(database.store);
    await database.store.applyEvent(
      cancelled.id,
      { type: 'cancelled', cause: 'staff', reason: 'Cannot travel' },
      { actor: 'staff boss@example.org', at: now },
    );
    const elsewhere = await paidRegistration(database.store, {}, feeFor(firstDay.meeting.id, false));
    const results = await send(viewer, [
      scan({ registrationId: unpaid.id }),
      scan({ code: codeOf(cancelled.reference) }),
      scan({ code: codeOf(elsewhere.reference) }),
    ]);
    expect(results.map((result) => result.answer.kind)).toEqual(['notPaid', 'cancelled', 'notRegisteredToday']);
    for (const registration of [unpaid, cancelled, elsewhere]) expect(await scanCount(registration.id)).toBe(0);
  });

  it('found by name checks in the same way', async () => {
    const registration = await paidRegistration(database.store);
    const [result] = await send(viewer, [scan({ registrationId: registration.id })]);
    expect(result.answer).toEqual({ kind: 'checkedIn' });
  });

  it('sent again (a retry, an offline queue) is kept once', async () => {
    const registration = await paidRegistration(database.store);
    const once = scan({ code: codeOf(registration.reference) });
    const [first] = await send(viewer, [once]);
    const [again] = await send(viewer, [once]);
    expect(first.answer).toEqual({ kind: 'checkedIn' });
    expect(again.answer).toEqual({ kind: 'checkedIn' });
    expect(await scanCount(registration.id)).toBe(1);
  });

  it('made offline and sent later, after another phone checked the badge in: first scan wins, both kept', async () => {
    const registration = await paidRegistration(database.store);
    const code = codeOf(registration.reference);
    const offline = scan({ code }, firstDay.day, new Date(now.getTime() - 60_000), await windowOfList());
    const online = scan({ code });
    const [first] = await send(manager, [online]);
    const [late] = await send(viewer, [offline]);
    expect(first.answer).toEqual({ kind: 'checkedIn' });
    expect(late.answer).toMatchObject({ kind: 'alreadyCheckedIn', at: online.scannedAt });
    expect(late.answer.by).toMatch(/^manager\./);
    const list = (await (await viewer.get('/staff/api/checkin')).json()) as {
      entries: { id: number; checkIns: { at: string; by: string }[] }[];
    };
    expect(list.entries.find((entry) => entry.id === registration.id)?.checkIns).toHaveLength(1);
    expect(await scanCount(registration.id)).toBe(2);
  });

  it('is refused with a 422 when it is not well formed, and nothing is kept', async () => {
    const registration = await paidRegistration(database.store);
    const code = codeOf(registration.reference);
    // Each refusal names what is wrong by the console's catalogue key, with the English the contract gives.
    for (const [bad, key] of [
      [{}, 'scans'],
      [{ scans: [] }, 'scans'],
      [{ scans: 'x' }, 'scans'],
      [{ scans: [7] }, 'scanNotObject'],
      [{ scans: [{ ...scan({ code }), day: addDays(firstDay.day, -1) }] }, 'day'],
      [{ scans: [{ ...scan({ code }), scanId: 'short' }] }, 'scanId'],
      [{ scans: [{ ...scan({ code }), scannedAt: 'yesterday' }] }, 'scannedAt'],
      [{ scans: [{ ...scan({ code }), registrationId: registration.id }] }, 'codeOrId'],
      [{ scans: [{ ...scan({ registrationId: 2 ** 40 }) }] }, 'codeOrId'],
    ] as const) {
      const response = await viewer.post('/staff/api/checkin/scans', bad);
      expect(response.status).toBe(422);
      const body = (await response.json()) as { message: string; messageText: { key: string } };
      expect(body.messageText.key).toBe(`staff.api.checkin.${key}`);
      if (key !== 'scans') expect(body.message).toBe(englishMessages[body.messageText.key]);
      else expect(body.message).toMatch(/\d/);
    }
    expect(await scanCount(registration.id)).toBe(0);
  });

  it('needs a signed-in staff member and the session token', async () => {
    const registration = await paidRegistration(database.store);
    const response = await viewer.post(
      '/staff/api/checkin/scans',
      { scans: [scan({ code: codeOf(registration.reference) })] },
      null,
    );
    expect(response.status).toBe(419);
    expect(await scanCount(registration.id)).toBe(0);
  });
});

describe('a scan bounded in time', () => {
  const minutes = (count: number) => count * 60_000;
  const at = (instant: Date, offset: number) => new Date(instant.getTime() + offset);

  it("counts only on its meeting's day in the event's time zone", async () => {
    const registration = await paidRegistration(database.store);
    const code = codeOf(registration.reference);
    const otherDay = doorDays.find((candidate) => candidate.day !== firstDay.day);
    expect(otherDay, 'schemas/ has a second meeting day').toBeDefined();
    // Half past midnight of the first day in the event's time zone (in Hong Kong, still the day before in UTC).
    const earlyMorning = new Date(eventInstant(firstDay.day, '00:30:00'));
    clockNow = at(earlyMorning, minutes(1));
    try {
      const window = await windowOfList();
      const [elsewhere, tooEarly] = await send(viewer, [
        scan({ code }, otherDay!.day, at(earlyMorning, minutes(1)), window),
        scan({ code }, firstDay.day, at(earlyMorning, -minutes(31)), window),
      ]);
      expect([elsewhere.answer.kind, tooEarly.answer.kind]).toEqual(['notToday', 'outsideWindow']);
      const [morning] = await send(viewer, [scan({ code }, firstDay.day, earlyMorning, window)]);
      expect(morning.answer).toEqual({ kind: 'checkedIn' });
    } finally {
      clockNow = now;
    }
    expect(await scanCount(registration.id)).toBe(1);
  });

  it("is refused when its time is in the future or before the phone last had the list, the list's seal unforgeable", async () => {
    const registration = await paidRegistration(database.store);
    const code = codeOf(registration.reference);
    const window = await windowOfList();
    const forged = `${new Date(at(now, -minutes(120))).toISOString()}.${window.split('.').at(-1)}`;
    const results = await send(viewer, [
      scan({ code }, firstDay.day, at(now, -minutes(10)), window),
      scan({ code }, firstDay.day, at(now, -minutes(10))),
      scan({ code }, firstDay.day, at(now, -minutes(10)), forged),
      scan({ code }, firstDay.day, at(now, minutes(10)), window),
    ]);
    expect(results.map((result) => result.answer.kind)).toEqual(Array(4).fill('outsideWindow'));
    expect(await scanCount(registration.id)).toBe(0);
  });

  it('made offline after the list was downloaded and sent an hour later, it counts at the time it was made', async () => {
    const registration = await paidRegistration(database.store);
    const window = await windowOfList();
    const madeAt = at(now, minutes(5));
    clockNow = at(now, minutes(65));
    try {
      const [late] = await send(viewer, [scan({ code: codeOf(registration.reference) }, firstDay.day, madeAt, window)]);
      expect(late.answer).toEqual({ kind: 'checkedIn' });
    } finally {
      clockNow = now;
    }
    const list = (await (await viewer.get('/staff/api/checkin')).json()) as {
      entries: { id: number; checkIns: { at: string }[] }[];
    };
    expect(list.entries.find((entry) => entry.id === registration.id)?.checkIns[0]?.at).toBe(madeAt.toISOString());
  });
});

describe('undoing a check-in', () => {
  it('is for managers only; afterwards the delegate can be checked in again', async () => {
    const registration = await paidRegistration(database.store);
    const code = codeOf(registration.reference);
    await send(viewer, [scan({ code })]);
    const undo = { registrationId: registration.id, day: firstDay.day };
    expect((await viewer.post('/staff/api/checkin/undo', undo)).status).toBe(403);
    expect((await manager.post('/staff/api/checkin/undo', undo)).status).toBe(200);
    expect((await manager.post('/staff/api/checkin/undo', undo)).status).toBe(409);
    const [again] = await send(viewer, [scan({ code })]);
    expect(again.answer).toEqual({ kind: 'checkedIn' });
  });
});
