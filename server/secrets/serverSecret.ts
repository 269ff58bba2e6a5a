/**
 * The server secret: the one key from which the delegate's personal links, badge codes and e-mail confirmations are
 * signed, and error reports' sender keys are made. It never lives in the database, so a copy of the database alone cannot mint a working link or code.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** What a secret is used for; each purpose signs with a key of its own, so one signature never passes for another. */
export type SecretPurpose = 'delegate-link' | 'badge-code' | 'email-change' | 'error-report-sender' | 'door-window';

/** Bytes a secret needs at least: 256 bits, the size of the HMAC-SHA256 key. */
export const serverSecretBytes = 32;

/** A key for one purpose, derived from the server secret (HMAC-SHA256 of the purpose's name). */
export function derivedKey(secret: Buffer, purpose: SecretPurpose): Buffer {
  return createHmac('sha256', secret).update(`seminar-registration/${purpose}`).digest();
}

/** SERVER_SECRET as bytes: hex (64+ digits) or base64/base64url (43+ characters) of at least 32 random bytes. */
export function parseServerSecret(text: string): Buffer | undefined {
  const bytes = /^[0-9a-fA-F]+$/.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(text)
      ? Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      : undefined;
  return bytes !== undefined && bytes.length >= serverSecretBytes ? bytes : undefined;
}

/** The secret kept in `path`, undefined when there is no such file; refuses a file that holds something else. */
function readSecretFile(path: string): Buffer | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = parseServerSecret(text.trim());
  // Replacing it would silently break every link already sent; the organiser decides.
  if (!secret) throw new Error(`${path} holds no usable server secret: delete it, or set SERVER_SECRET.`);
  return secret;
}

/**
 * The demonstration's secret, kept in a file of its own (0600) so that links sent before a restart keep working:
 * made once with random bytes, read back afterwards. Two processes starting at once agree, as the file is created
 * exclusively and the loser reads the winner's.
 */
export function demoServerSecret(path: string): Buffer {
  const existing = readSecretFile(path);
  if (existing) return existing;
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const fresh = randomBytes(serverSecretBytes).toString('hex');
  try {
    writeFileSync(path, `${fresh}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readSecretFile(path);
    if (winner) return winner;
    throw error;
  }
  chmodSync(path, 0o600);
  return Buffer.from(fresh, 'hex');
}
