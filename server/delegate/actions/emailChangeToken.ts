/**
 * The token of an e-mail change's confirmation link: 4 bytes of the change's id, then 20 bytes of an HMAC-SHA256 of the
 * id and the new address under `derivedKey(secret, 'email-change')`, base64url. The key is never stored, so a copy of
 * the database cannot confirm a change; the link names the change, never the delegate's own page.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

import { derivedKey } from '../../secrets/serverSecret';
import type { EmailChange } from './DelegateActionStore';

const idBytes = 4;
const macBytes = 20;
const tokenLength = Math.ceil(((idBytes + macBytes) * 4) / 3);

/** The key that signs e-mail change confirmations (derived once per server). */
export function emailChangeKey(serverSecret: Buffer): Buffer {
  return derivedKey(serverSecret, 'email-change');
}

function macOf(key: Buffer, changeId: number, newEmail: string): Buffer {
  return createHmac('sha256', key).update(`email change ${changeId} to ${newEmail}`).digest().subarray(0, macBytes);
}

/** The token of a change to `newEmail`. */
export function mintEmailChangeToken(key: Buffer, changeId: number, newEmail: string): string {
  const id = Buffer.alloc(idBytes);
  id.writeUInt32BE(changeId);
  return Buffer.concat([id, macOf(key, changeId, newEmail)]).toString('base64url');
}

/** The change a token confirms, or undefined for a wrong, truncated or unknown one (one lookup and one HMAC each). */
export async function resolveEmailChangeToken(
  key: Buffer,
  token: string,
  findChange: (changeId: number) => Promise<EmailChange | undefined>,
): Promise<EmailChange | undefined> {
  if (token.length !== tokenLength || !/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  const changeId = bytes.readUInt32BE(0);
  const change = await findChange(changeId);
  const expected = macOf(key, changeId, change?.newEmail ?? '');
  return timingSafeEqual(expected, bytes.subarray(idBytes)) && change ? change : undefined;
}

/** The absolute address of a change's confirmation page. */
export function emailChangeLinkFor(siteUrl: string, key: Buffer, change: { id: number; newEmail: string }): string {
  return `${siteUrl.replace(/\/+$/, '')}/confirm-email/${mintEmailChangeToken(key, change.id, change.newEmail)}`;
}
