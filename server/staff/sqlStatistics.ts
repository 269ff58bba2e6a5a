/** The SQL that counts registrations for the event's charts, the same over PGlite and PostgreSQL. */
import { comingStates } from '../../core/lifecycle/registrationState';
import type { SqlRunner } from '../db/Database';
import type { StaffStore } from './StaffStore';

/**
 * Every move between states in the history counts +1 for the state entered and -1 for the state left, on the day it
 * happened in the event's time zone; a registration older than the lifecycle (no history) counts in its state from
 * the day it was made. Summed per day, the running totals give each day's registrations by the state they were in then.
 */
const changesSql = `
  with moves as (
    select h.at, h.state_after as state, 1 as change
    from registration_history h where h.state_before is distinct from h.state_after
    union all
    select h.at, h.state_before, -1
    from registration_history h where h.state_before is not null and h.state_before <> h.state_after
    union all
    select r.created_at, r.state, 1
    from registrations r where not exists (select 1 from registration_history h where h.registration_id = r.id)
  )
  select to_char((at at time zone $1)::date, 'YYYY-MM-DD') as day, state, sum(change)::int as change
  from moves group by 1, 2 having sum(change) <> 0 order by 1, 2`;

/** `state in ($1, $2)` for the coming states, as parameters. */
const comingPlaceholders = comingStates.map((_state, index) => `$${index + 1}`).join(', ');

/** The charts' counts: a few grouped reads, no personal data leaves the database. */
export function sqlStatistics(db: SqlRunner): Pick<StaffStore, 'registrationCounts'> {
  return {
    async registrationCounts(timeZone) {
      const [totals, changes, byFeeCategory, byRegion] = await Promise.all([
        db.query<{ total: number }>('select count(*)::int as total from registrations'),
        db.query<{ day: string; state: string; change: number }>(changesSql, [timeZone]),
        db.query<{ feeCategory: string; count: number }>(
          `select fee_category as "feeCategory", count(*)::int as count from registrations
           where state in (${comingPlaceholders}) group by fee_category order by fee_category`,
          comingStates,
        ),
        db.query<{ region: string; count: number }>(
          `select region, count(*)::int as count from registrations
           where state in (${comingPlaceholders}) group by region order by count(*) desc, region`,
          comingStates,
        ),
      ]);
      return { total: totals[0]?.total ?? 0, changes, byFeeCategory, byRegion };
    },
  };
}
