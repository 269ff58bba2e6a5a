import en from '@schemas/messages/en.json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import type { StaffStore } from '../../../server/staff/StaffStore';
import { onDefaultStore } from '../helpers/stores';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { addAccount, signedIn, StaffClient } from './staffClient';

onDefaultStore((database) => {
  let server: TestServer;
  let staff: StaffStore;

  beforeAll(async () => {
    staff = sqlStaffStore(database().db);
    server = await startTestServer({ store: database().store, staffStore: staff });
  });
  afterAll(() => server.close());

  describe('signing in', () => {
    it('sets an HttpOnly, SameSite=Strict staff cookie scoped to /staff, and the session answers who is signed in', async () => {
      const account = await addAccount(staff, 'manager');
      const client = new StaffClient(server.baseUrl);
      const response = await client.signIn(account.email.toUpperCase(), account.password);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { account: unknown; csrfToken: string };
      expect(body.account).toEqual({ email: account.email, role: 'manager' });
      const cookie = client.jar.get('staff_session');
      expect(cookie?.attributes.get('path')).toBe('/staff');
      expect(cookie?.attributes.get('samesite')?.toLowerCase()).toBe('strict');
      expect(cookie?.attributes.has('httponly')).toBe(true);
      expect(response.headers.get('cache-control')).toBe('no-store');

      const session = await client.get('/staff/api/session');
      expect(await session.json()).toEqual({
        account: { email: account.email, role: 'manager' },
        csrfToken: body.csrfToken,
      });
    });

    it('answers one neutral message whether the password or the address was wrong', async () => {
      const account = await addAccount(staff, 'viewer');
      const wrongPassword = await new StaffClient(server.baseUrl).signIn(account.email, 'not the password at all');
      const unknownAddress = await new StaffClient(server.baseUrl).signIn('nobody@staff.example.org', account.password);
      const empty = await new StaffClient(server.baseUrl).postJson('/staff/api/sign-in', {});
      for (const response of [wrongPassword, unknownAddress, empty]) {
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          message: en['staff.api.signInFailed'],
          messageText: { key: 'staff.api.signInFailed' },
        });
        expect(response.headers.getSetCookie()).toEqual([]);
      }
    });

    it('locks an account after five failures, even against the right password, while other accounts still sign in', async () => {
      const target = await addAccount(staff, 'manager');
      const client = new StaffClient(server.baseUrl);
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await client.signIn(target.email, `guess ${attempt}`)).status).toBe(401);
      const locked = await client.signIn(target.email, target.password);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
      expect(((await locked.json()) as { message: string }).message).toBe(
        'Too many failed sign-ins. Please try again in 15 minutes.',
      );
      await signedIn(server.baseUrl, staff, 'viewer');
    });
  });

  describe('the staff session', () => {
    it('is not opened by the delegate session cookie', async () => {
      const delegate = new StaffClient(server.baseUrl);
      await delegate.handshake();
      expect(delegate.jar.get('seminar_session')).toBeDefined();
      for (const path of ['/staff/api/session', '/staff/api/registrations', '/staff/api/error-reports']) {
        const response = await delegate.get(path);
        expect(response.status, path).toBe(401);
      }
    });

    it('refuses a state-changing call without the CSRF token, or with the wrong one', async () => {
      const client = await signedIn(server.baseUrl, staff, 'manager');
      expect((await client.post('/staff/api/sign-out', {}, null)).status).toBe(419);
      expect((await client.post('/staff/api/sign-out', {}, 'x'.repeat(43))).status).toBe(419);
      expect((await client.get('/staff/api/session')).status).toBe(200);
    });

    it('ends at sign-out: the cookie is cleared and the old cookie opens nothing', async () => {
      const client = await signedIn(server.baseUrl, staff, 'viewer');
      const cookie = client.jar.get('staff_session')!.value;
      expect((await client.post('/staff/api/sign-out', {})).status).toBe(204);
      expect(client.jar.get('staff_session')?.value).toBe('');
      client.jar.absorbRaw('staff_session', cookie);
      expect((await client.get('/staff/api/session')).status).toBe(401);
    });

    it('ends when it was left idle, and a request before then keeps it alive', async () => {
      const client = await signedIn(server.baseUrl, staff, 'viewer');
      const account = ((await (await client.get('/staff/api/session')).json()) as { account: { email: string } })
        .account.email;
      const idle = await database().db.query<{ seconds: number }>(
        `select extract(epoch from s.expires_at - now())::int as seconds from staff_sessions s
         join staff_accounts a on a.id = s.account_id where a.email = $1`,
        [account],
      );
      // 30 minutes of idle time from the last request.
      expect(idle[0]?.seconds).toBeGreaterThan(29 * 60);
      expect(idle[0]?.seconds).toBeLessThanOrEqual(30 * 60);
      await database().db.query(
        `update staff_sessions set expires_at = now() - interval '1 second'
         where account_id = (select id from staff_accounts where email = $1)`,
        [account],
      );
      const response = await client.get('/staff/api/session');
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: 'You are not signed in, or your session has ended. Please sign in again.',
        messageText: { key: 'staff.api.signedOut' },
      });
    });

    it('ends when the account is removed or its password changed', async () => {
      const account = await addAccount(staff, 'manager');
      const client = new StaffClient(server.baseUrl);
      await client.signIn(account.email, account.password);
      await staff.setPassword(account.email, 'no longer a valid hash');
      expect((await client.get('/staff/api/session')).status).toBe(401);
    });
  });
});

describe('signing in from one address', () => {
  let server: TestServer;
  let staff: StaffStore;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const { openTestPglite } = await import('../helpers/testDatabase');
    const database = await openTestPglite();
    staff = sqlStaffStore(database.db);
    server = await startTestServer({
      store: database.store,
      staffStore: staff,
      staffSignInPolicy: { perAddress: { threshold: 3, lockSeconds: 60, windowSeconds: 600 } },
    });
    close = async () => {
      await server.close();
      await database.close();
    };
  }, 60_000);
  afterAll(() => close?.());

  it('locks the address after its failures, whichever accounts they tried', async () => {
    for (const email of ['a@x.example', 'b@x.example', 'c@x.example']) {
      expect((await new StaffClient(server.baseUrl).signIn(email, 'a guessed password')).status).toBe(401);
    }
    const account = await addAccount(staff, 'manager');
    const response = await new StaffClient(server.baseUrl).signIn(account.email, account.password);
    expect(response.status).toBe(429);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Too many failed sign-ins. Please try again in 1 minute.',
    );
  });
});
