/** The retention period of event.json: whole days after the event, never shorter than refunds take to settle. */
import { refundSettlementDays } from '../../core/rules/retention.js';
import { isObject, shown } from './json.js';
import type { Problem } from './problem.js';
import { pointer, problem } from './problem.js';

const file = 'event.json';

/** At most ten years: a period longer than that is a typing slip, not a policy. */
const maxRetentionDays = 3650;

/** `retention.days` is a whole number of days from the refund settlement's days to ten years. */
export function checkRetention(event: unknown): Problem[] {
  if (!isObject(event)) return [];
  const retention = event.retention;
  const days = isObject(retention) ? retention.days : undefined;
  if (typeof days === 'number' && Number.isInteger(days) && days >= refundSettlementDays && days <= maxRetentionDays)
    return [];
  const why =
    typeof days === 'number' && days < refundSettlementDays
      ? `, and should be at least ${refundSettlementDays}: a refund or a card dispute of the last payments can take that long after the event, and needs the delegate's details until it is settled`
      : `, and should be a whole number of days from ${refundSettlementDays} to ${maxRetentionDays} after the event's last day`;
  return [problem(file, pointer('retention', 'days'), `is ${shown(days)}${why}`)];
}
