/** The store's lifecycle part: applying events, a registration's history and messages, the outbox and the local mailbox. */
import type { KeyedText } from '../../core/api/keyedText';
import type {
  EventCause,
  LifecycleEvent,
  LifecycleEventType,
  MessageKind,
  RegistrationState,
} from '../../core/lifecycle/lifecycle';
import type { Movement } from '../../core/rules/ledger';
import type { StoredRegistration } from './Store';

/** Who applies an event, and when (the history's "by whom" and "when"). */
export interface EventContext {
  /** 'delegate', 'card provider stripe', 'staff alice@example.org', 'system'. */
  actor: string;
  at: Date;
}

/** What applying an event did: moved the registration, found it already there, or refused it. */
export type ApplyOutcome =
  | { outcome: 'applied'; state: RegistrationState; emitted: MessageKind[] }
  | { outcome: 'unchanged'; state: RegistrationState }
  | { outcome: 'refused'; state: RegistrationState; reason: KeyedText }
  | { outcome: 'not_found' };

/** One recorded transition (or resend) of a registration. */
export interface HistoryEntry {
  id: number;
  at: Date;
  event: LifecycleEventType | 'message_resent' | 'reminder_sent';
  cause: EventCause;
  actor: string;
  stateBefore: RegistrationState | null;
  stateAfter: RegistrationState;
  details: Record<string, unknown>;
}

/** 'withdrawn': a reminder whose registration was paid or cancelled before it went out, never sent. */
export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'withdrawn';

/** One e-mail in the outbox: what, to whom, in which language, and how its delivery went. */
export interface OutboxMessage {
  id: number;
  registrationId: number;
  kind: MessageKind;
  recipient: string;
  language: string;
  details: Record<string, unknown>;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** A registration with its whole story: history and messages, oldest first. */
export interface RegistrationDetail extends StoredRegistration {
  history: HistoryEntry[];
  messages: OutboxMessage[];
}

/** A message the sender claimed: the message, the registration it is about with its ledger, and the claim's token. */
export interface ClaimedMessage {
  message: OutboxMessage;
  registration: StoredRegistration;
  /** The registration's ledger as it stands: what a message says about money is read from it. */
  movements: readonly Movement[];
  /** Identifies this claim; marking and renewing need it, so a claim that expired and passed to another sender is left alone. */
  claim: string;
}

/** What resending did. */
export type ResendOutcome =
  { outcome: 'queued'; messageId: number } | { outcome: 'not_found' } | { outcome: 'refused'; reason: string };

/** A message delivered into the embedded mailbox. */
export interface MailboxEntry {
  id: number;
  outboxId: number | null;
  messageId: string;
  sender: string;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** `cid`: the Content-ID an inline image is addressed by in the HTML part. */
  attachments: { filename: string; contentType: string; base64: string; cid?: string }[];
  /** By the server's clock: the Date the message carries. */
  deliveredAt: Date;
}

export type NewMailboxEntry = Omit<MailboxEntry, 'id'>;

export interface LifecycleStore {
  /**
   * Applies a lifecycle event to a registration in one transaction: locks its row, runs the pure transition, updates
   * the state, records a history row and queues the messages the transition emits. A repeat answers 'unchanged'.
   */
  applyEvent(registrationId: number, event: LifecycleEvent, context: EventContext): Promise<ApplyOutcome>;
  /** One registration with reference, state, language, history and messages; undefined when unknown. */
  findRegistration(id: number): Promise<RegistrationDetail | undefined>;
  /** The registration of a reference number ('PICS2025-0042', any case); undefined when unknown. */
  findRegistrationByReference(reference: string): Promise<RegistrationDetail | undefined>;
  /** Queues a message of a kind the registration was already sent once more, recording who asked in its history. */
  resendMessage(registrationId: number, kind: MessageKind, context: EventContext): Promise<ResendOutcome>;
  /** Claims up to `limit` due messages for `leaseMs` (skipping those another sender holds) and counts the attempt. */
  claimDueMessages(limit: number, leaseMs: number): Promise<ClaimedMessage[]>;
  /** Extends a claim by `leaseMs` just before sending; false when it is no longer this claim's (then do not send). */
  renewClaim(id: number, claim: string, leaseMs: number): Promise<boolean>;
  /** Marks a claimed message sent `at` (the server's clock, as its Date header says). */
  markMessageSent(id: number, claim: string, at: Date): Promise<void>;
  /** Gives a claimed message back after a failure, due again at `retryAt`; without it, marks it failed for good. */
  markMessageFailed(id: number, claim: string, error: string, retryAt?: Date): Promise<void>;
  /** Withdraws a claimed message its definition no longer wants when due (a reminder of one paid meanwhile). */
  withdrawMessage(id: number, claim: string, reason: string): Promise<void>;
  /** When the earliest pending message is due, for the sender's next wake-up; undefined when none is pending. */
  nextMessageDue(): Promise<Date | undefined>;
  /** Calls `listener` after every commit that queued messages (the sender wakes at once); answers the unsubscribe. */
  onMessagesQueued(listener: () => void): () => void;
  /** Keeps a message in the embedded mailbox; a second delivery of the same outbox message is ignored. */
  deliverToMailbox(entry: NewMailboxEntry): Promise<void>;
  /** The embedded mailbox, newest first. */
  listMailbox(): Promise<MailboxEntry[]>;
  /** One message of the embedded mailbox. */
  findMailboxEntry(id: number): Promise<MailboxEntry | undefined>;
}
