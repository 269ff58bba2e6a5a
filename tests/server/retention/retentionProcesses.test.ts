/**
 * The retention job with real server processes on one PostgreSQL, their clock (REGISTRATION_CLOCK) past the erasure
 * day: two servers starting together erase each registration once, and a server started again after one was killed
 * erases nothing twice but does erase a registration it had not seen.
 */
import { describe, expect, it } from 'vitest';

import type { StoredRegistration } from '../../../server/store/Store';
import { paidRegistration } from '../checkin/doorFixtures';
import { eventually } from '../helpers/eventually';
import { serverProcessesOnPostgres } from '../helpers/serverProcesses';
import { onErasureDay } from './retentionFixtures';

const processes = serverProcessesOnPostgres('seminar-retention-', { REGISTRATION_CLOCK: onErasureDay.toISOString() });

async function erasures(): Promise<{ registration_id: number; actor: string }[]> {
  return processes.db.query(
    `select registration_id, actor from registration_history where event = 'personal_data_erased' order by registration_id`,
  );
}

describe('the retention job across server processes', () => {
  it('erases each registration once with two servers at once, and nothing twice after a kill and a restart', async () => {
    const kept: StoredRegistration[] = [];
    for (let index = 0; index < 10; index += 1) kept.push(await paidRegistration(processes.store));

    const [first, second] = await Promise.all([processes.start(), processes.start()]);
    const erased = await eventually(erasures, (rows) => rows.length >= kept.length, 60_000);
    expect(erased.map((row) => row.registration_id)).toEqual(kept.map((registration) => registration.id));
    expect(new Set(erased.map((row) => row.actor))).toEqual(new Set(['system']));
    const phones = await processes.db.query<{ phone_number: string }>('select phone_number from registrations');
    expect(phones.every((row) => row.phone_number === '')).toBe(true);

    await first.kill();
    await second.stop();
    const latecomer = await paidRegistration(processes.store);
    await processes.start();
    const after = await eventually(
      erasures,
      (rows) => rows.some((row) => row.registration_id === latecomer.id),
      60_000,
    );
    expect(after.map((row) => row.registration_id)).toEqual(
      [...kept, latecomer].map((registration) => registration.id),
    );
  }, 240_000);
});
