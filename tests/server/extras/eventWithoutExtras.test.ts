/**
 * An event without the dinner, made from the schemas by the staff guide's recipe alone: check:schemas accepts it, and
 * a real server on it takes a registration (the dinner's column stays empty) and leaves every extra out of the
 * delegate's page, the calendar, the console's counts and lists.
 */
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DelegateView } from '../../../core/api/delegateTypes';
import type { ListAnswer } from '../../../core/api/staffTypes';
import { extras } from '../../../core/model/extras';
import type { RunningServer } from '../../../scripts/support/serverProcess';
import { temporaryDirectory } from '../../../scripts/support/temporaryDirectory';
import { openDatabase } from '../../../server/db/openDatabase';
import { hashPassword } from '../../../server/staff/passwords';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import { copySchemas, newProblemLines, type SchemaCopy } from '../../schemas/helpers/schemaCopy';
import { periods } from '../../support/eventTimes';
import { removeExtras } from '../../support/withoutExtras';
import { uniqueEmail, validPayload } from '../helpers/payload';
import { schemasCopyServer } from '../helpers/schemasCopyServer';
import { Client } from '../helpers/testServer';
import { StaffClient } from '../staff/staffClient';

const staffEmail = 'lists.viewer@staff.example.org';
const staffPassword = 'a long passphrase for the lists';

let copy: SchemaCopy;
let removedKeys: string[];
let server: RunningServer;
let temp: { dir: string; remove(): void };

beforeAll(async () => {
  copy = copySchemas();
  removedKeys = removeExtras(copy);
  temp = temporaryDirectory('seminar-no-extras-');
  const dataDir = path.join(temp.dir, 'pglite');
  const db = await openDatabase({ dataDir });
  await sqlStaffStore(db).addAccount(staffEmail, 'viewer', await hashPassword(staffPassword));
  await db.close();
  server = await schemasCopyServer(copy, dataDir);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  temp?.remove();
  copy?.dispose();
}, 30_000);

describe('an event without extras, from its schemas alone', () => {
  it('passes check:schemas once the recipe is followed', async () => {
    expect(extras.length, 'the event under test has extras to remove').toBeGreaterThan(0);
    expect(await newProblemLines(copy)).toEqual([]);
  });

  it('registers, and leaves the extras out of the page, the calendar, the counts and the lists', async () => {
    const delegate = new Client(server.url);
    await delegate.handshake();
    const payload = validPayload(periods.first, { email: uniqueEmail('no-extras') });
    for (const key of removedKeys) delete payload[key];
    const registered = await delegate.postJson('/web/registrations', payload);
    expect(registered.status, await registered.clone().text()).toBe(201);
    const { token } = (await registered.json()) as { token: string };

    const view = (await (await delegate.get(`/web/delegate/${token}`)).json()) as DelegateView;
    expect(view.extras).toEqual([]);
    expect(view.fields.map((field) => field.key)).not.toEqual(expect.arrayContaining(removedKeys.slice(0, 1)));
    const calendar = await (await delegate.get(`/web/delegate/${token}/calendar.ics`)).text();
    for (const extra of extras) expect(calendar).not.toContain(`-${extra.id}@`);
    const changed = await delegate.postJson(`/web/delegate/${token}/extras/${extras[0]?.id ?? ''}`, {});
    expect(changed.status).toBe(404);

    const staff = new StaffClient(server.url);
    expect((await staff.signIn(staffEmail, staffPassword)).status).toBe(200);
    const listed = (await (await staff.get('/staff/api/registrations')).json()) as ListAnswer;
    expect(listed.total).toBe(1);
    expect(listed.counts.extras).toEqual({});
    for (const extra of extras) expect((await staff.get(`/staff/api/lists/${extra.id}.csv`)).status).toBe(404);
  });
});
