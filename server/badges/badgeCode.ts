/**
 * Badge codes: the reference signed with the server secret's 'badge-code' key, so that a code cannot be made from a
 * reference and another event's codes (another project name) are refused.
 *
 * HMAC is symmetric: whoever can check a signature can also make one. So the key never leaves the server. The
 * check-in page instead downloads, per event, the SHA-256 of every genuine code (codeHash) with the registration it
 * opens; offline it hashes what it scanned and looks the hash up. A lost phone thus holds no key and no code that
 * would pass at another door, only hashes, which cannot be turned back into codes.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

import { event } from '../../core/model/schemaData';
import { badgeCodePattern, normaliseBadgeCode } from '../../core/rules/badgeCode';

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (10 bytes give 16 letters). */
function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

function signature(key: Buffer, reference: string, projectName: string): string {
  return base32(createHmac('sha256', key).update(`${projectName}\n${reference}`).digest().subarray(0, 10));
}

/** The badge code of a reference, signed with the 'badge-code' key (derivedKey(secret, 'badge-code')). */
export function badgeCodeFor(key: Buffer, reference: string, projectName: string = event.projectName): string {
  return `${reference}.${signature(key, reference, projectName)}`;
}

/** The reference a genuine code of this event names; undefined for a forged, truncated or foreign code. */
export function verifyBadgeCode(
  key: Buffer,
  text: string,
  projectName: string = event.projectName,
): string | undefined {
  const match = badgeCodePattern.exec(normaliseBadgeCode(text));
  if (!match) return undefined;
  const [, reference, given] = match;
  const expected = Buffer.from(signature(key, reference, projectName));
  return timingSafeEqual(expected, Buffer.from(given)) ? reference : undefined;
}

/** What the check-in list carries instead of the code: SHA-256 (hex) of the code as written. */
export function badgeCodeHash(code: string): string {
  return createHash('sha256').update(normaliseBadgeCode(code)).digest('hex');
}
