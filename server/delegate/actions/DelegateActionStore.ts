/** What the delegate's own actions keep: the dinner choice, corrected details and a new e-mail address awaiting its owner. */
import type { EventContext } from '../../store/LifecycleStore';

/** What the delegate's actions write in a registration's history, besides the lifecycle's events. */
export type DelegateHistoryEvent = 'dinner_changed' | 'details_corrected' | 'email_change_requested' | 'email_changed';

/** The dinner and dietary choice as the form sends them (payload keys join_gala_dinner, dietary_preference). */
export interface DinnerChoice {
  joinGalaDinner: 'Yes' | 'No';
  /** '' when the delegate does not join the dinner. */
  dietaryPreference: string;
}

/** What a change the delegate asked for did. */
export type DelegateChangeOutcome =
  | { outcome: 'changed'; changed: string[] }
  | { outcome: 'unchanged' }
  | { outcome: 'cancelled' }
  | { outcome: 'not_found' };

/** What asking for a new e-mail address did: a confirmation queued to it, or why not. */
export type EmailChangeRequest =
  | { outcome: 'requested'; changeId: number; messageId: number }
  | { outcome: 'unchanged' }
  | { outcome: 'email_taken' }
  | { outcome: 'too_many' }
  | { outcome: 'cancelled' }
  | { outcome: 'not_found' };

/** A pending change as the confirmation link names it. */
export interface EmailChange {
  id: number;
  registrationId: number;
  newEmail: string;
  status: 'pending' | 'confirmed' | 'superseded';
  expiresAt: Date;
}

/** What opening the confirmation link did. */
export type EmailChangeConfirmation =
  | { outcome: 'confirmed'; registrationId: number }
  | { outcome: 'already'; registrationId: number }
  | { outcome: 'expired' }
  | { outcome: 'email_taken' }
  | { outcome: 'not_found' };

export interface DelegateActionStore {
  /** Changes the dinner and dietary choice, recorded in the history with the delegate as actor. */
  changeDinner(registrationId: number, choice: DinnerChoice, context: EventContext): Promise<DelegateChangeOutcome>;
  /**
   * Corrects stored fields by payload key (a key with a column of its own there, any other in the extra fields),
   * recording each from and to in the history. The caller has checked the keys and values against the schema.
   */
  correctFields(
    registrationId: number,
    changes: Record<string, string>,
    context: EventContext,
  ): Promise<DelegateChangeOutcome>;
  /** Keeps a new address awaiting confirmation and queues the confirmation to it; an earlier pending one is superseded. */
  requestEmailChange(
    registrationId: number,
    newEmail: string,
    context: EventContext & { validForMs: number; maxPerDay: number },
  ): Promise<EmailChangeRequest>;
  /** The change a confirmation link names; undefined when there is none. */
  findEmailChange(changeId: number): Promise<EmailChange | undefined>;
  /** Makes a pending change the registration's address, once; a repeat answers 'already'. */
  confirmEmailChange(changeId: number, context: EventContext): Promise<EmailChangeConfirmation>;
}
