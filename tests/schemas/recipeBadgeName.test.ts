import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RegistrationPayload } from '../../core/model/types';
import { type RunningServer, spawnServerWithOwnData } from '../../scripts/support/serverProcess';
import { listRegistrations } from '../browser/support/adminListing';
import { validPayload } from '../server/helpers/payload';
import { Client } from '../server/helpers/testServer';
import { migratedDataDir } from '../support/dataTemplate';
import { periods } from '../support/eventTimes';
import type { ProjectCopy } from './helpers/projectCopy';
import { builtJavaScript, copyProject, viteBuild } from './helpers/projectCopy';
import { addBadgeName } from './helpers/recipes';

const adminToken = 'recipe-badge-token';

describe('recipe: add a simple field ("Name on badge")', () => {
  let project: ProjectCopy;
  let outDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    project = copyProject();
    addBadgeName(project);
    outDir = mkdtempSync(path.join(tmpdir(), 'recipe-badge-build-'));
    const build = viteBuild(project.root, outDir);
    expect(build.status, build.output).toBe(0);
    // A recipe changes the form, not the tables: the server starts from the migrated template like the others.
    const template = await migratedDataDir();
    server = await spawnServerWithOwnData({
      tempPrefix: 'recipe-badge-data-',
      prepare: (dataDir) => cpSync(template, dataDir, { recursive: true }),
      cwd: project.root,
      staticDir: outDir,
      env: { ADMIN_TOKEN: adminToken },
      startTimeoutMs: 120_000,
    });
  }, 360_000);

  afterAll(async () => {
    await server?.stop();
    project?.dispose();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('builds a site that shows the field under its label', () => {
    expect(builtJavaScript(outDir)).toContain('Name on badge');
  });

  it('takes the field through the API, keeps it, and lists it with its label', async () => {
    const client = new Client(server.url);
    await client.handshake();
    const payload: RegistrationPayload = { ...validPayload(periods.first), badge_name: 'TM Chan' };
    const response = await client.postJson('/web/registrations', payload);
    expect(response.status, await response.clone().text()).toBe(201);

    const stored = (await listRegistrations(server, adminToken)).find((row) => row.email === payload.email);
    expect(stored?.extraFields).toEqual({ badge_name: 'TM Chan' });
    const labels = stored?.fields.map((field) => field.label) ?? [];
    expect(labels.slice(0, 4)).toEqual(['Title', 'Family Name', 'Given Name', 'Name on badge']);
    expect(stored?.fields.find((field) => field.key === 'badge_name')?.value).toBe('TM Chan');

    // `npm run registrations` in the copy reads a snapshot of the server's data directory.
    const dataDir = /PGlite\) in (\S+)/.exec(server.output())?.[1];
    const listing = spawnSync(process.execPath, ['--import', 'tsx', '--import', './server/boot/registerSchemasFolder.mjs', 'server/listRegistrations.ts'], {
      cwd: project.root,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, DATA_DIR: dataDir ?? '', DATABASE_URL: '' },
    });
    expect(listing.stdout, listing.stderr).toContain('Name on badge');
    expect(listing.stdout).toContain('TM Chan');
  }, 90_000);

  it('checks the field on the server with the schema staff wrote', async () => {
    const client = new Client(server.url);
    await client.handshake();
    const tooLong = { ...validPayload(periods.first), badge_name: 'x'.repeat(201) };
    const refused = await client.postJson('/web/registrations', tooLong);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors).toEqual({ badge_name: ['Name on badge is not valid.'] });

    // The recipe's field is optional: a page loaded before the field was added sends no key, and still registers.
    const missing = await client.postJson('/web/registrations', validPayload(periods.first));
    expect(missing.status).toBe(201);
  }, 60_000);
});
