/**
 * Lock-outs as the security review found them abused: guesses from one address must not lock the account out
 * everywhere, and the spelling typed must not open a fresh guess budget.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';

import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import { parseStaffCommand, runStaffCommand } from '../../../server/staff/staffCommands';
import type { StaffStore } from '../../../server/staff/StaffStore';
import { onDefaultStore } from '../helpers/stores';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { addAccount, StaffClient } from './staffClient';

/** A staff browser at a client address of its own, as the one proxy in front of the server reports it. */
function clientAt(baseUrl: string, address: string) {
  const client = new StaffClient(baseUrl);
  return {
    signIn: (email: string, password: string) =>
      client.postJson('/staff/api/sign-in', { email, password }, { headers: { 'x-forwarded-for': address } }),
  };
}

const spacingSeconds = 1;

onDefaultStore((database) => {
  let server: TestServer;
  let staff: StaffStore;

  beforeAll(async () => {
    staff = sqlStaffStore(database().db);
    server = await startTestServer({
      store: database().store,
      staffStore: staff,
      trustProxy: 1,
      staffSignInPolicy: { slowPath: { threshold: 5, windowSeconds: 3600, spacingSeconds, maxWaitSeconds: 5 } },
    });
  });
  afterAll(() => server.close());

  /** Answers when the last guess was sent: the server's spacing counts from that failure, which it records later. */
  async function guessFiveTimes(email: string, address: string): Promise<number> {
    const attacker = clientAt(server.baseUrl, address);
    let lastSent = 0;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      lastSent = performance.now();
      expect((await attacker.signIn(email, `guess number ${attempt}`)).status).toBe(401);
    }
    return lastSent;
  }

  it('locks out only the address that guessed; the right password from another address signs in by a slower path', async () => {
    const manager = await addAccount(staff, 'manager');
    const lastFailure = await guessFiveTimes(manager.email, '203.0.113.7');
    const fromAttacker = await clientAt(server.baseUrl, '203.0.113.7').signIn(manager.email, manager.password);
    expect(fromAttacker.status).toBe(429);
    expect(Number(fromAttacker.headers.get('retry-after'))).toBeGreaterThan(800);

    const fromManager = await clientAt(server.baseUrl, '198.51.100.20').signIn(manager.email, manager.password);
    expect(fromManager.status).toBe(200);
    // The slower path: a turn at least one spacing after the last failure (timed from the failure, not from this
    // request: on a busy machine the attacker's refused try alone can take a good part of the spacing).
    expect(performance.now() - lastFailure).toBeGreaterThanOrEqual(spacingSeconds * 1000 * 0.9);
  });

  it('counts every spelling the database matches to an account against that account', async () => {
    const viewer = await addAccount(staff, 'viewer');
    const [name = '', domain = ''] = viewer.email.split('@');
    await guessFiveTimes(viewer.email, '203.0.113.8');
    const spellings = [viewer.email.toUpperCase(), `${name.replace('i', '\u0130')}@${domain}`, ` ${viewer.email}`];
    for (const spelling of spellings) {
      const matched = await staff.findCredentials(spelling.trim());
      const response = await clientAt(server.baseUrl, '203.0.113.8').signIn(spelling, viewer.password);
      // A spelling the database finds is the locked account; one it does not find opens nothing either.
      expect(response.status, JSON.stringify(spelling)).toBe(matched ? 429 : 401);
    }
  });

  it('is lifted by `npm run staff -- unlock <email>` for every address', async () => {
    const manager = await addAccount(staff, 'manager');
    await guessFiveTimes(manager.email, '203.0.113.9');
    expect((await clientAt(server.baseUrl, '203.0.113.9').signIn(manager.email, manager.password)).status).toBe(429);
    expect(await runStaffCommand(staff, parseStaffCommand(['unlock', manager.email.toUpperCase()]))).toBe(
      `Unlocked ${manager.email.toUpperCase()}: its failed sign-ins are forgotten, from every address.`,
    );
    const started = performance.now();
    expect((await clientAt(server.baseUrl, '203.0.113.9').signIn(manager.email, manager.password)).status).toBe(200);
    // Unlocked is unlocked: no slower path either.
    expect(performance.now() - started).toBeLessThan(spacingSeconds * 1000);
    await expect(runStaffCommand(staff, parseStaffCommand(['unlock', 'nobody@staff.example.org']))).rejects.toThrow(
      'There is no account for nobody@staff.example.org.',
    );
  });
});
