/**
 * The retries of ending checkouts at the card provider: a checkout ended here whose end the provider has not confirmed
 * (it was out of reach when the change committed) would stay payable there. A pass at start and then periodically ends
 * each such checkout there and records the answer; one still out of reach waits for the next pass. Every server process
 * may run one: a session ended twice at the provider is answered 'expired' twice and changes nothing.
 */
import { type CheckoutEnding, endCheckoutsAtProvider } from './openCheckouts';

export interface CheckoutSweeperOptions extends Omit<CheckoutEnding, 'log'> {
  /** Time between two passes. */
  intervalMs?: number;
  log?: (line: string) => void;
}

export interface CheckoutSweeper {
  /** One pass now (after the one in progress, if any); answers how many ends the provider confirmed. */
  runNow(): Promise<number>;
  /** Stops; resolves once a pass in progress has finished. */
  stop(): Promise<void>;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Starts the sweeper with a first pass at once; it runs until stop(). */
export function startCheckoutSweeper(options: CheckoutSweeperOptions): CheckoutSweeper {
  const { intervalMs = 5 * 60_000, log = () => {}, ...ending } = options;
  let stopped = false;
  let running: Promise<number> = Promise.resolve(0);
  const withLog: CheckoutEnding = {
    ...ending,
    log: (error, sessionId) =>
      log(`Checkouts: session ${sessionId} could not be ended at the provider, retrying later: ${reasonOf(error)}`),
  };

  async function pass(): Promise<number> {
    let confirmed = 0;
    // Fifty at a time; a pass ends when none is left or none of a batch was confirmed (the provider is out of reach).
    for (;;) {
      if (stopped) return confirmed;
      const batch = await endCheckoutsAtProvider(withLog);
      confirmed += batch;
      if (batch === 0) return confirmed;
    }
  }

  function runNow(): Promise<number> {
    running = running.then(
      () => (stopped ? 0 : pass()),
      () => (stopped ? 0 : pass()),
    );
    return running;
  }

  function scheduled(): void {
    runNow().catch((error: unknown) => log(`Checkouts: the checkouts could not be read: ${reasonOf(error)}`));
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
