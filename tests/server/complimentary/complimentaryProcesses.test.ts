/**
 * Complimentary registrations with real server processes on one PostgreSQL: managers on two servers waiving the same
 * fees at the same moment book each waiver once and queue one confirmation each; two registering the same guest at
 * once keep one registration.
 */
import { describe, expect, it } from 'vitest';

import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import type { StoredRegistration } from '../../../server/store/Store';
import { addDays, eventInstant, periods, registrationDay } from '../../support/eventTimes';
import { uniqueEmail, validPayload } from '../helpers/payload';
import { serverProcessesOnPostgres } from '../helpers/serverProcesses';
import { keep } from '../staff/registrationFixtures';
import { signedIn, type StaffClient } from '../staff/staffClient';

const processes = serverProcessesOnPostgres('seminar-complimentary-', {
  REGISTRATION_CLOCK: eventInstant(addDays(registrationDay, 2), '10:00:00'),
});

describe('complimentary registrations on two server processes at once', () => {
  it('books each waiver once and keeps one guest per e-mail, whichever server each press reaches', async () => {
    const registrations: StoredRegistration[] = [];
    for (let index = 0; index < 4; index += 1) registrations.push(await keep(processes.store));
    const [first, second] = await Promise.all([processes.start(), processes.start()]);
    const staff = sqlStaffStore(processes.db);
    const managers: StaffClient[] = await Promise.all(
      [first, second, first, second].map((server) => signedIn(server.url, staff, 'manager')),
    );

    const waivers = await Promise.all(
      registrations.flatMap((registration) =>
        managers.map(async (manager) => ({
          id: registration.id,
          status: (await manager.post(`/staff/api/registrations/${registration.id}/waive-fee`, { reason: 'Guest' }))
            .status,
        })),
      ),
    );
    for (const registration of registrations) {
      const statuses = waivers.filter((answer) => answer.id === registration.id).map((answer) => answer.status);
      expect(statuses.sort()).toEqual([200, 409, 409, 409]);
    }
    const ids = JSON.stringify(registrations.map((registration) => registration.id));
    const booked = await processes.db.query<{ count: number }>(
      `select count(*)::int as count from money_movements
        where kind = 'waiver' and registration_id in (select jsonb_array_elements_text($1::jsonb)::int)`,
      [ids],
    );
    expect(booked[0].count).toBe(registrations.length);
    const confirmations = await processes.db.query<{ count: number }>(
      `select count(*)::int as count from outbox
        where kind = 'complimentary_confirmation' and registration_id in (select jsonb_array_elements_text($1::jsonb)::int)`,
      [ids],
    );
    expect(confirmations[0].count).toBe(registrations.length);

    const payload = validPayload(periods.first, { email: uniqueEmail('two-guest'), payment_method: 'bank' });
    const guests = await Promise.all(
      managers.map(
        async (manager) => (await manager.post('/staff/api/guests', { registration: payload, reason: 'Guest' })).status,
      ),
    );
    expect(guests.sort()).toEqual([201, 422, 422, 422]);
    const kept = await processes.db.query<{ id: number }>('select id from registrations where email = $1', [
      payload.email,
    ]);
    expect(kept).toHaveLength(1);
    const guestWaivers = await processes.db.query('select 1 from money_movements where registration_id = $1', [
      kept[0].id,
    ]);
    expect(guestWaivers).toHaveLength(1);
  }, 240_000);
});
