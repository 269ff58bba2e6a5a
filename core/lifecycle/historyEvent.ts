/**
 * A history entry by what happened: the stored event and its cause together. The lifecycle records one event for every
 * checkout that ended unpaid (the state is the same), but a delegate who pressed Cancel did not let it time out.
 */

/** What the history shows for `event` recorded with `cause` (an EventCause): 'checkout_cancelled' for a checkout the delegate left. */
export function historyEventShown(event: string, cause: string | undefined): string {
  if (event === 'checkout_expired' && cause === 'delegate') return 'checkout_cancelled';
  return event;
}
