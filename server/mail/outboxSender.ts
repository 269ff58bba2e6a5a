/** Delivers the outbox: claims due messages (skipping those another server holds), sends them, marks them, retries with back-off. */
import type { Clock } from '../clock';
import { warmDocumentWorkers } from '../documents/documentPool';
import { UnprintableDocumentError } from '../documents/unprintableDocument';
import type { InvoiceFont } from '../invoice/invoiceFont';
import type { LifecycleStore } from '../store/LifecycleStore';
import { composeMessage } from './composeMessage';
import { type MailTransport, PermanentDeliveryError } from './mailTransport';
import { definitionOf } from './messageKinds';

export interface OutboxSenderOptions {
  store: LifecycleStore;
  transport: MailTransport;
  /** The server's clock: each message's Date and sent time (a demo's day, like its history). */
  clock: Clock;
  /** The From address (MAIL_FROM), or the one of a message's language. */
  from: string | ((language: string) => string);
  font: InvoiceFont | undefined;
  /** Signs the badge code of confirmation e-mails (derivedKey(serverSecret, 'badge-code')); no badge code without it. */
  badgeKey?: Buffer;
  /**
   * The site's absolute address, which the links in e-mails start with: SITE_URL, else the address the server
   * listens on, known only once it listens (hence asked for each message).
   */
  siteUrl: () => string;
  /** Signs the link to the delegate's page in every e-mail: derivedKey(serverSecret, 'delegate-link'). */
  linkKey: Buffer;
  /** Signs the confirmation link of a new e-mail address: derivedKey(serverSecret, 'email-change'). */
  emailChangeKey: Buffer;
  /** Longest wait between two looks at the outbox when nothing wakes the sender. */
  pollMs?: number;
  /** How long a claim holds a message; a sender that dies mid-send gives it up after this. */
  leaseMs?: number;
  /** The first retry's wait; each further one doubles, up to maxRetryMs. */
  retryBaseMs?: number;
  maxRetryMs?: number;
  /** After this many failed attempts a message is marked failed and left for staff. */
  maxAttempts?: number;
  /** Messages claimed at once. */
  batchSize?: number;
  log?: (line: string) => void;
}

export interface OutboxSender {
  /** Looks at the outbox now (after a commit that queued messages). */
  wake(): void;
  /** Stops looking; resolves once a send in flight has finished and been marked. */
  stop(): Promise<void>;
}

/** The wait before attempt `attempts + 1`: retryBaseMs doubled per attempt made, at most maxRetryMs. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The Message-ID of an outbox message: the same on every attempt, so a receiver can tell a repeat. */
export function messageIdOf(outboxId: number, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${outboxId}@${domain}>`;
}

/** Starts the sender; it runs until stop(). */
export function startOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const {
    store,
    transport,
    clock,
    from,
    font,
    badgeKey,
    siteUrl,
    linkKey,
    emailChangeKey,
    pollMs = 5_000,
    leaseMs = 5 * 60_000,
    retryBaseMs = 5_000,
    maxRetryMs = 10 * 60_000,
    maxAttempts = 50,
    batchSize = 10,
    log = () => {},
  } = options;
  // The e-mails' documents are drawn in worker threads: have one ready before the first message.
  void warmDocumentWorkers(font);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function deliverDue(): Promise<void> {
    for (;;) {
      const claimed = await store.claimDueMessages(batchSize, leaseMs);
      if (claimed.length === 0) return;
      for (const { message, registration, movements, claim } of claimed) {
        // Once stopping, claimed but unsent messages stay pending; their lease lets another run take them.
        if (stopped) return;
        try {
          // The registration as it stands now decides whether the message is still wanted (a reminder of one paid
          // since it was queued is not): withdrawn, never sent.
          const definition = definitionOf(message.kind);
          const wanted = definition.stillWanted?.(registration, message) ?? { wanted: true };
          if (!wanted.wanted) {
            await store.withdrawMessage(message.id, claim, wanted.reason);
            continue;
          }
          const composed = await composeMessage(definition, message, registration, movements, {
            font,
            badgeKey,
            siteUrl: siteUrl(),
            linkKey,
            emailChangeKey,
          });
          // The batch's earlier sends took time: send only while the claim is still ours, with a fresh lease for this send.
          if (!(await store.renewClaim(message.id, claim, leaseMs))) continue;
          const date = clock();
          const sender = typeof from === 'string' ? from : from(message.language);
          await transport.send(composed, {
            from: sender,
            messageId: messageIdOf(message.id, sender),
            outboxId: message.id,
            date,
          });
          await store.markMessageSent(message.id, claim, date);
        } catch (error) {
          const reason = reasonOf(error);
          if (error instanceof UnprintableDocumentError) {
            // Drawing it again draws the same '?': held, as a failed message that staff see with its reason and
            // send again once the details are corrected.
            log(`Mail: message ${message.id} (${message.kind}) to ${message.recipient} ${reason}`);
            await store.markMessageFailed(message.id, claim, reason);
          } else if (error instanceof PermanentDeliveryError || message.attempts >= maxAttempts) {
            log(`Mail: message ${message.id} (${message.kind}) to ${message.recipient} failed for good: ${reason}`);
            await store.markMessageFailed(message.id, claim, reason);
          } else {
            const wait = retryDelay(message.attempts, retryBaseMs, maxRetryMs);
            log(
              `Mail: message ${message.id} (${message.kind}) not sent (attempt ${message.attempts}), retrying in ${Math.round(wait / 1000)} s: ${reason}`,
            );
            // Retry timing is mechanism, never shown: real time, which passes while a demo's clock stands still.
            await store.markMessageFailed(message.id, claim, reason, new Date(Date.now() + wait));
          }
        }
      }
      if (claimed.length < batchSize) return;
    }
  }

  async function schedule(): Promise<void> {
    if (stopped) return;
    let waitMs = pollMs;
    try {
      const due = await store.nextMessageDue();
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
          await deliverDue();
        } catch (error) {
          log(`Mail: the outbox could not be read: ${reasonOf(error)}`);
        }
      } while (again && !stopped);
      await schedule();
    })().finally(() => {
      running = undefined;
      // A wake-up that came while the next look was being scheduled.
      if (again && !stopped) run();
    });
  }

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
