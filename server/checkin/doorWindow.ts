/**
 * The seal on a door list's issue time: a phone that keeps scans offline sends it back with them, so the server knows
 * when that phone's offline window opened without taking the phone's word for it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

function seal(key: Buffer, issuedAt: string): string {
  return createHmac('sha256', key).update(issuedAt).digest('base64url');
}

/** `issuedAt.seal`, as the list carries it. */
export function doorWindow(key: Buffer, issuedAt: Date): string {
  const at = issuedAt.toISOString();
  return `${at}.${seal(key, at)}`;
}

/** When the window a scan carries opened; undefined for a window the server did not seal. */
export function doorWindowOpened(key: Buffer, window: unknown): Date | undefined {
  if (typeof window !== 'string' || window.length > 100) return undefined;
  const dot = window.lastIndexOf('.');
  const at = window.slice(0, dot);
  const given = Buffer.from(window.slice(dot + 1));
  const expected = Buffer.from(seal(key, at));
  if (dot < 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const opened = new Date(at);
  return Number.isNaN(opened.getTime()) ? undefined : opened;
}
