/**
 * Personal-link and e-mail confirmation tokens removed from a text (an address, a query string, a request payload):
 * whoever holds one can cancel the registration or move its e-mail, so an error report never carries one, neither
 * from the browser nor into the database.
 */
import { delegatePaths } from '../paths/delegatePaths';

/** What stands where a token was. */
export const tokenPlaceholder = '[token]';

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

// A token ends where a path, query, fragment, JSON string or whitespace does; an encoded slash (%2F) counts as a path.
const tokenChars = String.raw`(?:(?!%2[Ff])[^/?#&\s"'\\<>])+`;
const pathPrefixes = [delegatePaths.page, delegatePaths.emailConfirmation, delegatePaths.emailUndo, '/web/delegate/']
  .map(escaped)
  .join('|');

const patterns: RegExp[] = [
  // /my/<token>, /confirm-email/<token>, /undo-email/<token>, /web/delegate/<token>/..., also percent-encoded inside another address.
  new RegExp(`(${pathPrefixes})${tokenChars}`, 'g'),
  new RegExp(`((?:%2[Ff])(?:my|confirm-email|undo-email|web%2[Ff]delegate)%2[Ff])${tokenChars}`, 'g'),
  // ?token=..., &token=... (and encoded within another address: token%3D...).
  new RegExp(`([?&;]token(?:=|%3[Dd]))${tokenChars}`, 'gi'),
  // "token":"..." in JSON, as sent or serialised again inside a report (\"token\":\"...\").
  /((?:\\*")token\\*"\s*:\s*\\*")[^"\\]+/gi,
];

/** `text` with every personal-link or confirmation token it holds replaced by [token]. */
export function withoutTokens(text: string): string {
  return patterns.reduce((scrubbed, pattern) => scrubbed.replace(pattern, `$1${tokenPlaceholder}`), text);
}
