/** SHA-256 of a badge code as the door list keys it (server/badges/badgeCode.ts, badgeCodeHash). */
import { normaliseBadgeCode } from '../../core/rules/badgeCode';

/** The hash in hex; WebCrypto, so the page needs a secure context (https, or localhost). */
export async function badgeCodeHash(code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normaliseBadgeCode(code)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
