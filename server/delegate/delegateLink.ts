/**
 * The delegate's personal link, the e-mail change confirmation and its undo link: all are signed with keys derived from the server
 * secret (server/secrets/serverSecret.ts), which never lives in the database, so a copy of the database alone cannot
 * turn into a working link. A link names its registration and the registration's link version: staff revoke every
 * link sent so far by bumping the version.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

import { matchLocale } from '../../core/i18n/locales';
import { delegatePagePath, emailConfirmationPath, emailUndoPath } from '../../core/paths/delegatePaths';
import { offeredLocales } from '../i18n/catalogues';

/** 24 bytes of HMAC-SHA256: 192 bits a guesser must find, written in 32 base64url characters. */
const macBytes = 24;

function mac(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest().subarray(0, macBytes).toString('base64url');
}

function sameMac(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What a token names; whether it is still valid is for the store to say (the version must be the current one). */
export interface LinkClaim {
  registrationId: number;
  version: number;
}

/** The token of a registration's personal link at `version`: '42.1.<32 characters>'. */
export function delegateToken(key: Buffer, registrationId: number, version: number): string {
  return `${registrationId}.${version}.${mac(key, `link:${registrationId}.${version}`)}`;
}

const tokenPattern = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{32})$/;

/**
 * The registration and version a token was signed for, or undefined when it is not one of ours. The signature is
 * always computed and compared in constant time, so a near miss takes as long as a far one.
 */
export function readDelegateToken(key: Buffer, token: string): LinkClaim | undefined {
  const match = tokenPattern.exec(token);
  const [id, version, given] = match ? [Number(match[1]), Number(match[2]), match[3]] : [0, 0, ''];
  const expected = mac(key, `link:${id}.${version}`);
  if (!match || !sameMac(given, expected)) return undefined;
  return { registrationId: id, version };
}

/** '?lang=zh-Hant' for a language of ours other than English; '' otherwise (English is the site's default). */
function languageQuery(language: string | undefined): string {
  const locale = language ? matchLocale(language, offeredLocales) : undefined;
  return locale && locale !== 'en' ? `?lang=${encodeURIComponent(locale)}` : '';
}

/** The absolute address of the delegate's page, in their language (none for English, as the site's addresses are). */
export function delegatePageUrl(siteUrl: string, token: string, language?: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${delegatePagePath(token)}${languageQuery(language)}`;
}

/** What an e-mail change confirmation names: the registration, the address asked for, and until when it holds. */
export interface EmailChangeClaim {
  registrationId: number;
  /** Seconds since 1970, UTC. */
  expires: number;
}

/** The token of the confirmation link sent to a new address: valid for that address only, until `expires`. */
export function emailChangeToken(key: Buffer, registrationId: number, newEmail: string, expires: number): string {
  return `${registrationId}.${expires}.${mac(key, `email:${registrationId}.${expires}.${newEmail.toLowerCase()}`)}`;
}

/**
 * Checks a confirmation token against the address the registration is waiting to change to (kept in the store);
 * undefined when it was not signed for that address, or has expired by `now`.
 */
export function readEmailChangeToken(
  key: Buffer,
  token: string,
  pendingEmail: (registrationId: number) => string | undefined,
  now: Date,
): EmailChangeClaim | undefined {
  const match = tokenPattern.exec(token);
  if (!match) return undefined;
  const [id, expires, given] = [Number(match[1]), Number(match[2]), match[3]];
  const email = pendingEmail(id);
  if (email === undefined) return undefined;
  if (!sameMac(given, mac(key, `email:${id}.${expires}.${email.toLowerCase()}`))) return undefined;
  if (expires * 1000 < now.getTime()) return undefined;
  return { registrationId: id, expires };
}

/** The absolute address of an e-mail change confirmation. */
export function emailConfirmationUrl(siteUrl: string, token: string, language?: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${emailConfirmationPath(token)}${languageQuery(language)}`;
}

/** What the undo link of a confirmed e-mail change names: the registration and the link version the change gave it. */
export interface EmailUndoClaim extends LinkClaim {
  /** Seconds since 1970, UTC. */
  expires: number;
}

/**
 * The token of the undo link sent to the address a confirmed change replaced: '42.3.1757000000.<32 characters>'. It
 * names the link version the change gave the registration, so it stops working once the version moves on (the undo
 * itself, another change, a staff revocation).
 */
export function emailUndoToken(key: Buffer, registrationId: number, version: number, expires: number): string {
  return `${registrationId}.${version}.${expires}.${mac(key, `undo:${registrationId}.${version}.${expires}`)}`;
}

const undoTokenPattern = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{32})$/;

/** The claim of an undo token of ours that has not expired by `now`; whether its version is current is the store's. */
export function readEmailUndoToken(key: Buffer, token: string, now: Date): EmailUndoClaim | undefined {
  const match = undoTokenPattern.exec(token);
  const [id, version, expires, given] = match
    ? [Number(match[1]), Number(match[2]), Number(match[3]), match[4]]
    : [0, 0, 0, ''];
  const expected = mac(key, `undo:${id}.${version}.${expires}`);
  if (!match || !sameMac(given, expected) || expires * 1000 < now.getTime()) return undefined;
  return { registrationId: id, version, expires };
}

/** The absolute address of the page that undoes a confirmed e-mail change. */
export function emailUndoUrl(siteUrl: string, token: string, language?: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${emailUndoPath(token)}${languageQuery(language)}`;
}
