/** A staff correction obeys the form's rules: what a delegate could not send, staff cannot store either. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listenControlSocket, sendToServer } from '../../../server/staff/controlSocket';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import type { StaffStore } from '../../../server/staff/StaffStore';
import { fieldLabel, text } from '../../support/schemaTexts';
import { onDefaultStore } from '../helpers/stores';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { keep } from './registrationFixtures';
import { signedIn, type StaffClient } from './staffClient';

onDefaultStore((database) => {
  let server: TestServer;
  let staff: StaffStore;
  let manager: StaffClient;

  beforeAll(async () => {
    staff = sqlStaffStore(database().db);
    server = await startTestServer({ store: database().store, staffStore: staff });
    manager = await signedIn(server.baseUrl, staff, 'manager');
  });
  afterAll(() => server.close());

  describe('correcting contact details', () => {
    it.each([
      ['NUL', { familyName: 'Chan\u0000' }, 'familyName', 'error.text.characters'],
      ['a lone surrogate', { givenName: 'Tai \ud800Man' }, 'givenName', 'error.text.characters'],
      ['a newline', { postTitle: 'Inspector\nCEO' }, 'postTitle', 'error.text.characters'],
      ['a right-to-left override', { familyName: 'Chan\u202eCEO' }, 'familyName', 'error.text.characters'],
      ['a title outside the list', { title: 'King' }, 'title', 'error.title.required'],
      ['a name of a zero-width space', { familyName: '\u200b' }, 'familyName', 'error.familyName.required'],
      ['an address a mailer reads as another', { email: 'root,x@example.org' }, 'email', 'error.email.invalid'],
      ['a phone number with a NUL', { phoneNumber: '2123\u00004567' }, 'phoneNumber', undefined],
    ])(
      'refuses %s with 422 and the form’s message, keeping the registration as it was',
      async (_what, body, field, message) => {
        const registration = await keep(database().store);
        const response = await manager.post(`/staff/api/registrations/${registration.id}/contact`, body);
        expect(response.status).toBe(422);
        const answer = (await response.json()) as { errors: Record<string, string[]> };
        expect(Object.keys(answer.errors)).toEqual([field]);
        if (message) expect(answer.errors[field]).toEqual([text(message, { field: fieldLabel(field) })]);
        const page = await manager.get(`/staff/api/registrations/${registration.id}`);
        const kept = ((await page.json()) as { registration: Record<string, unknown> }).registration;
        expect(kept.familyName).toBe(registration.familyName);
        expect(kept.email).toBe(registration.email);
      },
    );

    it('refuses an address whose mailbox another registration has', async () => {
      const name = `mailbox.${Date.now().toString(36)}`;
      await keep(database().store, { email: `${name}@bücher.example` });
      const registration = await keep(database().store);
      const response = await manager.post(`/staff/api/registrations/${registration.id}/contact`, {
        email: `${name}@xn--bcher-kva.example`,
      });
      expect(response.status).toBe(422);
      expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(['email']);
    });

    it('refuses NUL in a cancellation reason with 422, not a server fault', async () => {
      const registration = await keep(database().store);
      const response = await manager.post(`/staff/api/registrations/${registration.id}/cancel`, {
        reason: 'asked by phone\u0000',
      });
      expect(response.status).toBe(422);
    });
  });
});

describe('the control socket behind npm run staff', () => {
  let directory: string;
  let socketPath: string;
  let close: (() => Promise<void>) | undefined;
  let staff: StaffStore;

  beforeAll(async () => {
    const { openTestPglite } = await import('../helpers/testDatabase');
    const database = await openTestPglite();
    staff = sqlStaffStore(database.db);
    directory = mkdtempSync(path.join(tmpdir(), 'staff-socket-'));
    socketPath = path.join(directory, 'pglite.staff.sock');
    const socket = await listenControlSocket(socketPath, staff);
    close = async () => {
      await new Promise((resolve) => socket.close(resolve));
      await database.close();
      rmSync(directory, { recursive: true, force: true });
    };
  }, 60_000);
  afterAll(() => close?.());

  it.each(['', 'not an email', 'root,x@example.org'])('creates no account for the e-mail %j', async (email) => {
    const sent = sendToServer(socketPath, {
      command: { name: 'add', email, role: 'manager' },
      password: 'a long enough passphrase',
    });
    await expect(sent).rejects.toThrow('is not an e-mail address');
    expect(await staff.listAccounts()).toEqual([]);
  });

  it('creates no account with a role outside the list', async () => {
    const sent = sendToServer(socketPath, {
      command: { name: 'add', email: 'x@example.org', role: 'owner' },
      password: 'a long enough passphrase',
    });
    await expect(sent).rejects.toThrow('The role must be viewer or manager.');
    expect(await staff.listAccounts()).toEqual([]);
  });
});
