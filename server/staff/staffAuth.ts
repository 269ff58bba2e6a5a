/** Staff sign-in, sign-out and the session check every other staff route runs first. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { HttpError } from '../http/HttpError';
import { checkPassword } from './passwords';
import { staffMessages } from './staffMessages';
import type { LockRule, StaffSession, StaffStore } from './StaffStore';

/** The staff cookie; its path keeps it away from the public API (/web/...), and the delegate's cookie has no say here. */
export const staffCookieName = 'staff_session';
export const staffCookiePath = '/staff';
/** The header carrying the session's CSRF token on every state-changing call. */
export const staffCsrfHeader = 'x-staff-csrf';

/** How long sessions live and when sign-ins are locked out. */
export interface StaffSignInPolicy {
  /** A session unused this long has ended. */
  idleSeconds: number;
  /** A session ends this long after sign-in, used or not. */
  maxSeconds: number;
  /** Failed sign-ins for one e-mail address, whether or not it has an account. */
  perAccount: LockRule;
  /** Failed sign-ins from one client address, whatever the e-mail. */
  perAddress: LockRule;
}

export const defaultStaffSignInPolicy: StaffSignInPolicy = {
  idleSeconds: 30 * 60,
  maxSeconds: 12 * 60 * 60,
  perAccount: { threshold: 5, lockSeconds: 15 * 60, windowSeconds: 60 * 60 },
  perAddress: { threshold: 20, lockSeconds: 15 * 60, windowSeconds: 60 * 60 },
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
  if (!session) throw new HttpError(401, { message: staffMessages.signedOut });
  return session;
}

/** Answers 403 unless the request's staff member is a manager. */
export function requireManager(request: FastifyRequest): StaffSession {
  const session = staffOf(request);
  if (session.account.role !== 'manager') throw new HttpError(403, { message: staffMessages.managersOnly });
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
    if (!session) throw new HttpError(401, { message: staffMessages.signedOut });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const token = request.headers[staffCsrfHeader];
      if (typeof token !== 'string' || !sameToken(session.csrfToken, token))
        throw new HttpError(419, { message: staffMessages.csrfMismatch });
    }
    sessions.set(request, session);
  });

  api.post('/staff/api/sign-in', async (request, reply) => {
    const body = (request.body ?? {}) as SignInBody;
    const email = typeof body.email === 'string' ? body.email.trim().slice(0, 200) : '';
    const password = typeof body.password === 'string' ? body.password.slice(0, 1024) : '';
    const keys = { account: `account:${email.toLowerCase()}`, address: `address:${request.ip}` };
    const locked = await store.lockedFor([keys.account, keys.address]);
    if (locked > 0) {
      reply.header('retry-after', String(locked));
      throw new HttpError(429, { message: staffMessages.signInLocked(Math.ceil(locked / 60)) });
    }
    const credentials = email ? await store.findCredentials(email) : undefined;
    if (!(await checkPassword(credentials?.passwordHash, password)) || !credentials) {
      await store.recordFailure(keys.account, policy.perAccount);
      await store.recordFailure(keys.address, policy.perAddress);
      throw new HttpError(401, { message: staffMessages.signInFailed });
    }
    await store.clearFailures(keys.account);
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
