/**
 * The personal link's token for the pages a checkout returns to (the thank-you page, and the delegate's page after a
 * Cancel), kept in this tab rather than in their addresses: the card provider keeps those addresses, as do the
 * history and whoever they are shared with.
 */
const storageKey = 'thank-you-token';

/** Kept before the tab leaves for a checkout, for the thank-you page it comes back to. */
export function keepThankYouToken(token: string): void {
  try {
    window.sessionStorage.setItem(storageKey, token);
  } catch {
    // Without storage the thank-you page shows its thanks without the registration's summary.
  }
}

/** The token kept in this tab, if any. */
export function keptThankYouToken(): string | undefined {
  try {
    return window.sessionStorage.getItem(storageKey) ?? undefined;
  } catch {
    return undefined;
  }
}
