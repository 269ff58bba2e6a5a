import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fixedClock } from '../../server/clock';
import type { ForcedFailure } from '../../server/options';
import { periods } from '../support/eventTimes';
import { instants, validPayload } from './helpers/payload';
import { countRegistrations, onDefaultStore } from './helpers/stores';
import { Client, startTestServer, type TestServer } from './helpers/testServer';

onDefaultStore((database) => {
  const started: TestServer[] = [];
  afterAll(async () => {
    await Promise.all(started.map((server) => server.close()));
  });

  /** A server forced to fail, and a client past the CSRF handshake. */
  async function forced(failure: ForcedFailure): Promise<Client> {
    const server = await startTestServer({
      store: database().store,
      clock: fixedClock(new Date(instants.earlyBird)),
      forcedFailure: failure,
    });
    started.push(server);
    const client = new Client(server.baseUrl);
    await client.handshake();
    return client;
  }

  describe('FORCE_REGISTRATION_FAILURE', () => {
    let before: number;
    beforeAll(async () => {
      before = await countRegistrations(database());
    });
    afterAll(async () => {
      expect(await countRegistrations(database())).toBe(before);
    });

    const jsonCases: Array<[ForcedFailure, number, unknown]> = [
      ['duplicate', 409, { state: 'duplicate' }],
      [
        'validation',
        422,
        {
          message: 'This email has already been registered.',
          messageText: { key: 'error.email.taken' },
          errors: { email: ['This email has already been registered.'] },
          errorTexts: { email: [{ key: 'error.email.taken' }] },
        },
      ],
      ['server-error', 500, { error: 'Forced server error (FORCE_REGISTRATION_FAILURE=server-error).' }],
      ['server-message', 500, { message: 'Forced server message (FORCE_REGISTRATION_FAILURE=server-message).' }],
      ['unexpected-state', 200, { state: 'weird' }],
    ];

    it.each(jsonCases)('%s answers %i with its JSON body', async (failure, status, body) => {
      const client = await forced(failure);
      const response = await client.postJson('/web/registrations', validPayload(periods.first));
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual(body);
    });

    it('server-empty answers 500 with an empty body', async () => {
      const client = await forced('server-empty');
      const response = await client.postJson('/web/registrations', validPayload(periods.first));
      expect(response.status).toBe(500);
      expect(await response.text()).toBe('');
    });

    it('network drops the connection without an answer', async () => {
      const client = await forced('network');
      await expect(client.postJson('/web/registrations', validPayload(periods.first))).rejects.toThrow(TypeError);
    });

    it('still checks the CSRF token first', async () => {
      const client = await forced('server-error');
      const response = await client.postJson('/web/registrations', validPayload(periods.first), { withoutToken: true });
      expect(response.status).toBe(419);
    });

    it('leaves the other routes alone', async () => {
      const client = await forced('network');
      const response = await client.get('/web/check-period');
      expect(await response.json()).toEqual({ data: { period: periods.first, registrationOpen: true } });
    });
  });
});
