/**
 * Sends the card refunds cancellations made due to their provider: claims them (skipping those another server holds),
 * calls the provider under the refund's idempotency key, records its answer, and retries with back-off when the outcome
 * is unknown. A server killed between the call and its record leaves the claim to lapse: the next try finds the refund
 * the first call made (stripeRefunds.ts), so money goes back once.
 */
import type { PaymentProvider } from '../payments/PaymentProvider';
import { RefundRefused } from './refundTypes';
import type { RefundStore } from './sqlRefunds';

export interface RefundSenderOptions {
  store: RefundStore & { onMessagesQueued(listener: () => void): () => void };
  provider: PaymentProvider;
  /** The registration clock, for the history's "when". */
  now?: () => Date;
  pollMs?: number;
  /** How long a claim holds a refund; a server that dies mid-call gives it up after this. */
  leaseMs?: number;
  retryBaseMs?: number;
  maxRetryMs?: number;
  /** After this many calls with an unknown outcome, the refund is marked failed for staff. */
  maxAttempts?: number;
  log?: (line: string) => void;
}

export interface RefundSender {
  wake(): void;
  /** Stops; resolves once a call in flight has been answered and recorded. */
  stop(): Promise<void>;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Starts the sender; it runs until stop(). */
export function startRefundSender(options: RefundSenderOptions): RefundSender {
  const {
    store,
    provider,
    now = () => new Date(),
    pollMs = 30_000,
    leaseMs = 2 * 60_000,
    retryBaseMs = 30_000,
    maxRetryMs = 60 * 60_000,
    maxAttempts = 20,
    log = () => {},
  } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const actor = `card provider ${provider.name}`;

  async function sendDue(): Promise<void> {
    for (;;) {
      const claimed = await store.claimDueRefunds(5, leaseMs);
      if (claimed.length === 0) return;
      for (const { refund, reference, claim } of claimed) {
        if (stopped) return;
        if (refund.provider !== provider.name || !provider.refund || !refund.sessionId) {
          // The payment was taken by another provider than the one configured now: staff pay it back by hand.
          await store.refundCallFailed(
            refund.id,
            claim,
            `no refund through ${refund.provider ?? 'an unknown provider'} here`,
            actor,
            now(),
          );
          continue;
        }
        try {
          const answer = await provider.refund({
            refundId: refund.id,
            sessionId: refund.sessionId,
            amountMinor: refund.amountMinor,
            currency: refund.currency,
            reference,
            idempotencyKey: refund.idempotencyKey,
            attempt: refund.attempts,
          });
          await store.recordProviderRefund(refund.id, claim, answer, actor, now());
        } catch (error) {
          const reason = reasonOf(error);
          if (error instanceof RefundRefused || refund.attempts >= maxAttempts) {
            log(`Refunds: refund ${refund.id} (${reference}) failed for good: ${reason}`);
            await store.refundCallFailed(refund.id, claim, reason, actor, now());
          } else {
            const wait = Math.min(maxRetryMs, retryBaseMs * 2 ** Math.max(0, refund.attempts - 1));
            log(
              `Refunds: refund ${refund.id} (${reference}) not confirmed, retrying in ${Math.round(wait / 1000)} s: ${reason}`,
            );
            await store.refundCallFailed(refund.id, claim, reason, actor, now(), new Date(Date.now() + wait));
          }
        }
      }
    }
  }

  async function schedule(): Promise<void> {
    if (stopped) return;
    let waitMs = pollMs;
    try {
      const due = await store.nextRefundDue();
      if (due) waitMs = Math.max(0, Math.min(pollMs, due.getTime() - Date.now()));
    } catch {
      // The database is unreachable for now: look again after the poll interval.
    }
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, waitMs);
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      do {
        again = false;
        try {
          await sendDue();
        } catch (error) {
          log(`Refunds: the refunds could not be read: ${reasonOf(error)}`);
        }
      } while (again && !stopped);
      await schedule();
    })().finally(() => {
      running = undefined;
      if (again && !stopped) run();
    });
  }

  // A cancellation always queues its e-mail, so this hears every cancellation's commit.
  const unsubscribe = store.onMessagesQueued(() => run());
  run();

  return {
    wake: run,
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await running;
    },
  };
}
