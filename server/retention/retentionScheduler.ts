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

export interface RetentionScheduler {
  /** One pass now (after the one in progress, if any); answers how many registrations it erased. */
  runNow(): Promise<number>;
  /** Stops; resolves once a pass in progress has finished. */
  stop(): Promise<void>;
}

/** Starts the scheduler with a first pass at once; it runs until stop(). */
export function startRetentionScheduler(options: RetentionSchedulerOptions): RetentionScheduler {
  const { erasure, event, meetings, clock, intervalMs = 60 * 60_000, log = () => {} } = options;
  let stopped = false;
  let running: Promise<number> = Promise.resolve(0);

  async function pass(): Promise<number> {
    const now = clock();
    if (!erasureDue(event, meetings, now)) return 0;
    let erased = 0;
    for (const id of await erasure.unerased()) {
      if (stopped) break;
      const outcome = await erasure.erase(id, 'time', 'system', now);
      if (outcome.outcome === 'erased') erased += 1;
    }
    await erasure.eraseUnowned();
    return erased;
  }

  function runNow(): Promise<number> {
    running = running.then(
      () => (stopped ? 0 : pass()),
      () => (stopped ? 0 : pass()),
    );
    return running;
  }

  function scheduled(): void {
    runNow().catch((error: unknown) =>
      log(`Retention: the erasure did not finish: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  scheduled();
  const timer = setInterval(scheduled, intervalMs);
  timer.unref();

  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running.catch(() => 0);
    },
  };
}
