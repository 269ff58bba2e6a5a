/**
 * The delegate's personal token: 4 bytes of the registration's id, then 20 bytes (160 bits) of an HMAC-SHA256 of the id
 * and the registration's link version under `derivedKey(secret, 'delegate-link')`, base64url (32 characters). The key
 * is never stored, so a copy of the database cannot make a token; bumping the version revokes every token sent so far.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

import { derivedKey } from '../secrets/serverSecret';

const idBytes = 4;
const macBytes = 20;
const tokenBytes = idBytes + macBytes;
/** The length of every token: anything else is refused before a lookup of any kind. */
export const delegateTokenLength = Math.ceil((tokenBytes * 4) / 3);

/** The key that signs delegates' tokens (derived once per server). */
export function delegateLinkKey(serverSecret: Buffer): Buffer {
  return derivedKey(serverSecret, 'delegate-link');
}

function macOf(key: Buffer, registrationId: number, linkVersion: number): Buffer {
  return createHmac('sha256', key)
    .update(`registration ${registrationId} link ${linkVersion}`)
    .digest()
    .subarray(0, macBytes);
}

/** The token of a registration at its current link version. */
export function mintDelegateToken(key: Buffer, registrationId: number, linkVersion: number): string {
  const id = Buffer.alloc(idBytes);
  id.writeUInt32BE(registrationId);
  return Buffer.concat([id, macOf(key, registrationId, linkVersion)]).toString('base64url');
}

/** The id a token names and its signature, or undefined for text that cannot be a token. */
function parseToken(token: string): { registrationId: number; mac: Buffer } | undefined {
  if (token.length !== delegateTokenLength || !/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== tokenBytes) return undefined;
  return { registrationId: bytes.readUInt32BE(0), mac: bytes.subarray(idBytes) };
}

/** What resolving needs of the store: the link version of a registration, undefined when there is none. */
export type LinkVersionLookup = (registrationId: number) => Promise<number | undefined>;

/**
 * The registration a token opens, or undefined for a wrong, truncated, revoked or deleted one. Every token of the right
 * shape costs one lookup and one HMAC, whether or not its registration exists, so timing tells nothing; text of the
 * wrong shape is refused as quickly as any other 404 of the site.
 */
export async function resolveDelegateToken(
  key: Buffer,
  token: string,
  linkVersionOf: LinkVersionLookup,
): Promise<number | undefined> {
  const parsed = parseToken(token);
  if (!parsed) return undefined;
  const version = await linkVersionOf(parsed.registrationId);
  // A missing registration is still compared against a signature, so the answer takes as long.
  const expected = macOf(key, parsed.registrationId, version ?? 0);
  const matches = timingSafeEqual(expected, parsed.mac);
  return matches && version !== undefined ? parsed.registrationId : undefined;
}
