import { afterAll, beforeAll, expect, it } from 'vitest';

import { regions } from '../../../core/model/regionList';
import { event, fees } from '../../../core/model/schemaData';
import type { EventStatistics } from '../../../core/rules/eventStatistics';
import { fixedClock } from '../../../server/clock';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import type { Store } from '../../../server/store/Store';
import { columnAt } from '../../support/eventShape';
import { addDays, eventInstant, periods, registrationDay } from '../../support/eventTimes';
import { forEachStore } from '../helpers/stores';
import { Client, startTestServer, type TestServer } from '../helpers/testServer';
import { feeOption, keep } from './registrationFixtures';
import { signedIn } from './staffClient';

const staffAt = (instant: string) => ({ actor: 'staff treasurer@example.org', at: new Date(instant) });

/** Five days from a morning of the first fee period of the event under test. */
const [d1, d2, d3, d4, d5] = [0, 1, 2, 3, 4].map((offset) => addDays(registrationDay, offset)) as [
  string,
  string,
  string,
  string,
  string,
];

// Two regions of regions.json under test (the seminar's Argentina and Armenia).
const [firstRegion = '', secondRegion = ''] = regions.map((region) => region.regionName);

/** Four registrations over four days of the event's time zone. */
async function keepFour(store: Store): Promise<void> {
  const members = feeOption(periods.first, columnAt(0));
  // The first day, in the event's zone.
  await keep(
    store,
    { family_name: 'Okonkwo', region: firstRegion, fee_category: members.value },
    new Date(eventInstant(d1, '10:00:00')),
  );
  // Half past midnight of the second day in the event's zone, still the first in UTC (east of it, as Hong Kong and
  // Geneva are): the day is the event's.
  const paid = await keep(
    store,
    { family_name: 'Halvorsen', region: secondRegion, fee_category: members.value },
    new Date(eventInstant(d2, '00:30:00')),
  );
  const cancelled = await keep(
    store,
    { family_name: 'Moreau', region: secondRegion, fee_category: feeOption(periods.first, columnAt(-1)).value },
    new Date(eventInstant(d2, '12:00:00')),
  );
  await keep(
    store,
    { family_name: 'Tanaka', region: secondRegion, fee_category: feeOption(periods.first, columnAt(1)).value },
    new Date(eventInstant(d3, '09:00:00')),
  );
  await store.applyEvent(
    paid.id,
    { type: 'payment_confirmed', cause: 'staff', amount: members.price, currency: fees.currency, paidOn: d3 },
    staffAt(eventInstant(d3, '10:00:00')),
  );
  await store.applyEvent(
    cancelled.id,
    { type: 'cancelled', cause: 'staff', reason: 'Travel funding withdrawn' },
    staffAt(eventInstant(d4, '10:00:00')),
  );
}

const states = (paid: number, awaiting: number, cancelled = 0) => ({
  paid,
  awaiting_payment: awaiting,
  checkout_expired: 0,
  cancelled,
});

forEachStore((database) => {
  let server: TestServer;

  beforeAll(async () => {
    const { db, store } = database();
    const staffStore = sqlStaffStore(db);
    server = await startTestServer({
      store,
      staffStore,
      clock: fixedClock(new Date(eventInstant(d5, '12:00:00'))),
    });
    await keepFour(store);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('counts the registrations per day by the state each was in then, and the coming ones per column and region', async () => {
    const viewer = await signedIn(server.baseUrl, sqlStaffStore(database().db), 'viewer');
    const response = await viewer.get('/staff/api/statistics');
    expect(response.status).toBe(200);
    const statistics = (await response.json()) as EventStatistics;
    expect(statistics).toEqual({
      timeZone: event.timeZone,
      total: 4,
      days: [
        { day: d1, byState: states(0, 1) },
        { day: d2, byState: states(0, 3) },
        { day: d3, byState: states(1, 3) },
        { day: d4, byState: states(1, 2, 1) },
        // No change today: the line runs on to it.
        { day: d5, byState: states(1, 2, 1) },
      ],
      byFeeColumn: [
        { column: columnAt(0), count: 2 },
        { column: columnAt(1), count: 1 },
        { column: columnAt(-1), count: 0 },
      ],
      byRegion: [
        { region: secondRegion, count: 2 },
        { region: firstRegion, count: 1 },
      ],
    });
    // Counts only: nobody's name is in the answer.
    expect(JSON.stringify(statistics)).not.toMatch(/Okonkwo|Halvorsen|Moreau|Tanaka|@/);
  });

  it('answers 401 to a browser that is not signed in', async () => {
    const response = await new Client(server.baseUrl).get('/staff/api/statistics');
    expect(response.status).toBe(401);
  });
});
