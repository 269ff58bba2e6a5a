/** The store's part for the delegate's own page: what a delegate changes there, and their personal link. */
import type { EventContext, RegistrationDetail } from './LifecycleStore';

/** What a change made on the delegate's page did. */
export type DelegateChange =
  | { outcome: 'changed' }
  | { outcome: 'unchanged' }
  | { outcome: 'not_found' }
  | { outcome: 'refused'; reason: 'state' | 'email_taken' | 'payment_under_way' };

/** A correction of stored fields by payload key: kept in its column, or with the extra fields for a field staff added. */
export type DetailsChanges = Readonly<Record<string, string>>;

export interface DelegateStore {
  /** The registration a personal link names, only while the link's version is the registration's current one. */
  findByLink(registrationId: number, version: number): Promise<RegistrationDetail | undefined>;
  /**
   * An unpaid online registration becomes a bank transfer: its invoice is issued and the acknowledgement queued, as for
   * a bank registration. Refused while a checkout is settling at the provider (`settlingSession` says which).
   */
  switchToBank(registrationId: number, context: EventContext): Promise<DelegateChange>;
  /**
   * An extra's answers (the dinner and its dietary preference) by payload key, recorded in the history as
   * '<extra>_changed'.
   */
  changeExtra(
    registrationId: number,
    extra: string,
    answers: DetailsChanges,
    context: EventContext,
  ): Promise<DelegateChange>;
  /** Personal details corrected by the delegate, each change from and to in the history. */
  correctDetails(registrationId: number, changes: DetailsChanges, context: EventContext): Promise<DelegateChange>;
  /**
   * Keeps `newEmail` waiting for its owner's confirmation and queues the confirmation message to it (details
   * `{ newEmail, expires }`); refused when another registration has that address.
   */
  requestEmailChange(
    registrationId: number,
    newEmail: string,
    expires: number,
    context: EventContext,
  ): Promise<DelegateChange>;
  /** The address waiting for confirmation, if any. */
  pendingEmailOf(registrationId: number): Promise<string | undefined>;
  /**
   * The waiting address becomes the registration's e-mail (refused when another registration took it meanwhile) under
   * a new link version; the address it replaced is kept and sent the notice with its undo link, valid until
   * `undoExpires` (details `{ oldEmail, newEmail, version, expires }`).
   */
  confirmEmailChange(
    registrationId: number,
    newEmail: string,
    undoExpires: number,
    context: EventContext,
  ): Promise<DelegateChange>;
  /**
   * Restores the address a confirmed change replaced, while the registration is still at the link version that change
   * gave it ('not_found' otherwise: undone already, changed again, links revoked), under a new link version, and queues
   * the new personal link to the restored address.
   */
  undoEmailChange(registrationId: number, version: number, context: EventContext): Promise<DelegateChange>;
  /**
   * Queues the personal link to the registration's address, whatever its state, unless it was mailed on request in
   * the last `intervalMs` of real time: answers whether it was queued. Two requests at once queue it once.
   */
  mailLinkOnRequest(registrationId: number, intervalMs: number, at: Date): Promise<boolean>;
  /**
   * The registration whose e-mail (or the mailbox it reaches) is `email`, for a lost-link request: the one not
   * cancelled, else the latest cancelled one (a cancelled registration no longer holds its address).
   */
  findIdByEmail(email: string): Promise<number | undefined>;
  /** Revokes every personal link sent so far (staff): the version goes up, recorded in the history. */
  revokeLinks(registrationId: number, context: EventContext): Promise<DelegateChange>;
}
