/** Staff sign-in, sign-out and the session check every other staff route runs first. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { HttpError } from '../http/HttpError';
import { refusal } from '../http/keyedRefusal';
import { checkPassword } from './passwords';
import { staffMessages } from './staffMessages';
import type { LockRule, SlowPathRule, StaffSession, StaffStore } from './StaffStore';

/** The staff cookie; its path keeps it away from the public API (/web/...), and the delegate's cookie has no say here. */
export const staffCookieName = 'staff_session';
export const staffCookiePath = '/staff';
/** The header carrying the session's CSRF token on every state-changing call. */
export const staffCsrfHeader = 'x-staff-csrf';

/** How long sessions live and when sign-ins are locked out or slowed down. */
export interface StaffSignInPolicy {
  /** A session unused this long has ended. */
  idleSeconds: number;
  /** A session ends this long after sign-in, used or not. */
  maxSeconds: number;
  /**
   * Failed sign-ins for one account from one client address. Keyed on the pair, so that someone guessing a manager's
   * password from one address locks out that address alone, never the manager.
   */
  perAccountAndAddress: LockRule;
  /** Failed sign-ins from one client address, whatever the e-mail. */
  perAddress: LockRule;
  /** Failed sign-ins for one account from any address: past them, its sign-ins take the slower path. */
  slowPath: SlowPathRule;
}

export const defaultStaffSignInPolicy: StaffSignInPolicy = {
  idleSeconds: 30 * 60,
  maxSeconds: 12 * 60 * 60,
  perAccountAndAddress: { threshold: 5, lockSeconds: 15 * 60, windowSeconds: 60 * 60 },
  perAddress: { threshold: 20, lockSeconds: 15 * 60, windowSeconds: 60 * 60 },
  slowPath: { threshold: 5, windowSeconds: 60 * 60, spacingSeconds: 3, maxWaitSeconds: 10 },
};

function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const sessions = new WeakMap<FastifyRequest, StaffSession>();

/** The signed-in staff member of a request that passed the staff guard. */
export function staffOf(request: FastifyRequest): StaffSession {
  const session = sessions.get(request);
  if (!session) throw refusal(401, staffMessages.signedOut);
  return session;
}

/** Answers 403 unless the request's staff member is a manager. */
export function requireManager(request: FastifyRequest): StaffSession {
  const session = staffOf(request);
  if (session.account.role !== 'manager') throw refusal(403, staffMessages.managersOnly);
  return session;
}

function setStaffCookie(reply: FastifyReply, value: string, maxAge: number): void {
  reply.setCookie(staffCookieName, value, {
    path: staffCookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: 'auto',
    maxAge,
  });
}

/** What the console needs to know about its session. */
function sessionBody(session: StaffSession) {
  return { account: { email: session.account.email, role: session.account.role }, csrfToken: session.csrfToken };
}

/** 429 with Retry-After: the pair or the address is locked, or the account's slower path is full. */
function signInLocked(reply: FastifyReply, seconds: number): HttpError {
  const whole = Math.max(1, Math.ceil(seconds));
  reply.header('retry-after', String(whole));
  return refusal(429, staffMessages.signInLocked(Math.ceil(whole / 60)));
}

interface SignInBody {
  email?: unknown;
  password?: unknown;
}

/**
 * POST sign-in, POST sign-out and GET session, and an onRequest guard for every other route of `api`: a valid
 * staff cookie, and on anything but GET/HEAD the session's CSRF token in X-Staff-CSRF.
 */
export function registerStaffAuth(api: FastifyInstance, store: StaffStore, policy: StaffSignInPolicy): void {
  const publicPaths = new Set(['/staff/api/sign-in']);

  api.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (publicPaths.has(path)) return;
    const cookie = request.cookies[staffCookieName];
    const session = cookie ? await store.touchSession(hashSessionId(cookie), policy.idleSeconds) : undefined;
    if (!session) throw refusal(401, staffMessages.signedOut);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const token = request.headers[staffCsrfHeader];
      if (typeof token !== 'string' || !sameToken(session.csrfToken, token))
        throw refusal(419, staffMessages.csrfMismatch);
    }
    sessions.set(request, session);
  });

  api.post('/staff/api/sign-in', async (request, reply) => {
    const body = (request.body ?? {}) as SignInBody;
    const email = typeof body.email === 'string' ? body.email.trim().slice(0, 200) : '';
    const password = typeof body.password === 'string' ? body.password.slice(0, 1024) : '';
    const credentials = email ? await store.findCredentials(email) : undefined;
    // The account the database matched, not the text typed: 'vİew@' and 'view@' find one account, so they share its
    // count (JavaScript's lower case of U+0130 is not PostgreSQL's). An address with no account is counted as typed.
    const accountKey = credentials ? `account:${credentials.id}` : `unknown:${email.normalize('NFKC').toLowerCase()}`;
    const keys = { pair: `pair:${accountKey}|${request.ip}`, address: `address:${request.ip}` };
    const locked = await store.lockedFor([keys.pair, keys.address]);
    if (locked > 0) throw signInLocked(reply, locked);
    // Under attack from many addresses, the account's sign-ins are let through one at a time, a few seconds apart:
    // the right password from a new address still signs in, only more slowly.
    const slot = await store.takeSlowPathSlot(accountKey, policy.slowPath);
    if (slot.outcome === 'full') throw signInLocked(reply, slot.waitSeconds);
    if (slot.outcome === 'wait') await delay(slot.waitSeconds * 1000);
    if (!(await checkPassword(credentials?.passwordHash, password)) || !credentials) {
      await store.recordFailure(keys.pair, policy.perAccountAndAddress);
      await store.recordFailure(keys.address, policy.perAddress);
      // Counted only (no lock): the count starts the slower path.
      await store.recordFailure(accountKey, { ...policy.slowPath, lockSeconds: 0 });
      throw refusal(401, staffMessages.signInFailed);
    }
    await store.clearFailures(keys.pair);
    const sessionId = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(32).toString('base64url');
    await store.createSession(
      hashSessionId(sessionId),
      credentials.id,
      csrfToken,
      policy.idleSeconds,
      policy.maxSeconds,
    );
    setStaffCookie(reply, sessionId, policy.maxSeconds);
    reply.header('cache-control', 'no-store');
    const { passwordHash: _hash, ...account } = credentials;
    return sessionBody({ account, csrfToken });
  });

  api.get('/staff/api/session', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return sessionBody(staffOf(request));
  });

  api.post('/staff/api/sign-out', async (request, reply) => {
    staffOf(request);
    const cookie = request.cookies[staffCookieName];
    if (cookie) await store.deleteSession(hashSessionId(cookie));
    reply.clearCookie(staffCookieName, { path: staffCookiePath });
    return reply.code(204).send();
  });
}

/**
 * The live staff session of a request's cookie, for staff pages outside the JSON API (the local mailbox): they answer
 * a page of their own rather than the API's 401.
 */
export async function findStaffSession(
  request: FastifyRequest,
  store: StaffStore,
  policy: Pick<StaffSignInPolicy, 'idleSeconds'>,
): Promise<StaffSession | undefined> {
  const cookie = request.cookies[staffCookieName];
  return cookie ? store.touchSession(hashSessionId(cookie), policy.idleSeconds) : undefined;
}
