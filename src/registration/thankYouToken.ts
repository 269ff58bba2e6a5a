/**
 * The personal link's token for the thank-you page, kept in this tab rather than in the page's address: an address is
 * kept by the card provider as its success address, by the history and by whoever it is shared with.
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
