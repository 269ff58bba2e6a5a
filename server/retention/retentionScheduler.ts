/**
 * Erases personal data once the retention period of schemas/event.json has passed (core/rules/retention.ts): at start
 * and then periodically it looks at the server's clock and, past the erasure day, erases every registration not yet
 * erased and what belongs to none. Every server process may run one: the store erases a registration once whatever
 * the number of processes, restarts or passes.
 */
import type { Meeting } from '../../core/model/meetings';
import type { EventInfo } from '../../core/model/types';
import { erasureDue } from '../../core/rules/retention';
import type { Clock } from '../clock';
import { failureText, type PeriodicPasses, startPeriodicPasses } from '../operations/periodicPasses';
import type { ErasureStore } from './sqlErasure';

export interface RetentionSchedulerOptions {
  erasure: ErasureStore;
  event: EventInfo;
  meetings: readonly Meeting[];
  clock: Clock;
  /** Time between two passes. */
  intervalMs?: number;
  log?: (line: string) => void;
}

/** runNow answers how many registrations a pass erased. */
export type RetentionScheduler = PeriodicPasses;

/** Starts the scheduler with a first pass at once; it runs until stop(). */
export function startRetentionScheduler(options: RetentionSchedulerOptions): RetentionScheduler {
  const { erasure, event, meetings, clock, intervalMs = 60 * 60_000, log = () => {} } = options;
  async function pass(stopped: () => boolean): Promise<number> {
    const now = clock();
    if (!erasureDue(event, meetings, now)) return 0;
    let erased = 0;
    for (const id of await erasure.unerased()) {
      if (stopped()) break;
      const outcome = await erasure.erase(id, 'time', 'system', now);
      if (outcome.outcome === 'erased') erased += 1;
    }
    await erasure.eraseUnowned();
    return erased;
  }

  return startPeriodicPasses(pass, intervalMs, (error) =>
    log(`Retention: the erasure did not finish: ${failureText(error)}`),
  );
}
