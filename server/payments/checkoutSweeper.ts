/**
 * The retries of ending checkouts at the card provider: a checkout ended here whose end the provider has not confirmed
 * (it was out of reach when the change committed) would stay payable there. A pass at start and then periodically ends
 * each such checkout there and records the answer; one still out of reach waits for the next pass. Every server process
 * may run one: a session ended twice at the provider is answered 'expired' twice and changes nothing.
 */
import { failureText, type PeriodicPasses, startPeriodicPasses } from '../operations/periodicPasses';
import { type CheckoutEnding, endCheckoutsAtProvider } from './openCheckouts';

export interface CheckoutSweeperOptions extends Omit<CheckoutEnding, 'log'> {
  /** Time between two passes. */
  intervalMs?: number;
  log?: (line: string) => void;
}

/** runNow answers how many ends the provider confirmed in a pass. */
export type CheckoutSweeper = PeriodicPasses;

/** Starts the sweeper with a first pass at once; it runs until stop(). */
export function startCheckoutSweeper(options: CheckoutSweeperOptions): CheckoutSweeper {
  const { intervalMs = 5 * 60_000, log = () => {}, ...ending } = options;
  const withLog: CheckoutEnding = {
    ...ending,
    log: (error, sessionId) =>
      log(`Checkouts: session ${sessionId} could not be ended at the provider, retrying later: ${failureText(error)}`),
  };

  async function pass(stopped: () => boolean): Promise<number> {
    let confirmed = 0;
    // Fifty at a time; a pass ends when none is left or none of a batch was confirmed (the provider is out of reach).
    for (;;) {
      if (stopped()) return confirmed;
      const batch = await endCheckoutsAtProvider(withLog);
      confirmed += batch;
      if (batch === 0) return confirmed;
    }
  }

  return startPeriodicPasses(pass, intervalMs, (error) =>
    log(`Checkouts: the checkouts could not be read: ${failureText(error)}`),
  );
}
