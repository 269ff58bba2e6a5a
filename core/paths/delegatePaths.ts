/**
 * The delegate's own pages by path: their registration's page under its personal link, the confirmation of a new
 * e-mail address and the undoing of one, and the page that e-mails a lost link. The server builds e-mail links with the same functions.
 */
export const delegatePaths = {
  /** Followed by the personal link's token. */
  page: '/my/',
  /** Followed by the confirmation token sent to the new address. */
  emailConfirmation: '/confirm-email/',
  /** Followed by the undo token sent to the address a confirmed change replaced. */
  emailUndo: '/undo-email/',
  findRegistration: '/find-registration',
} as const;

/** The path of the page a personal link opens. */
export function delegatePagePath(token: string): string {
  return `${delegatePaths.page}${encodeURIComponent(token)}`;
}

/**
 * Where a cancelled checkout sends the delegate back to: their page's path without a token (the card provider keeps
 * this address), which the page completes from the token kept in the tab.
 */
export const checkoutCancelledPath = `${delegatePaths.page}?checkout=cancelled`;

/** The path of the page that confirms a new e-mail address. */
export function emailConfirmationPath(token: string): string {
  return `${delegatePaths.emailConfirmation}${encodeURIComponent(token)}`;
}

/** The path of the page that undoes a confirmed e-mail change. */
export function emailUndoPath(token: string): string {
  return `${delegatePaths.emailUndo}${encodeURIComponent(token)}`;
}

/** The token in a path of the delegate's pages, or undefined when the path is none of them. */
export function tokenInPath(pathname: string, prefix: string): string | undefined {
  if (!pathname.startsWith(prefix)) return undefined;
  const token = decodeURIComponent(pathname.slice(prefix.length));
  return token !== '' && !token.includes('/') ? token : undefined;
}
