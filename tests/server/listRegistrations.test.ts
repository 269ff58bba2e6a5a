import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, describe, expect, it } from 'vitest';

import { projectRoot } from '../../scripts/support/projectRoot';
import { temporaryDirectory } from '../../scripts/support/temporaryDirectory';
import { migrate } from '../../server/db/migrate';
import { openPgliteDatabase } from '../../server/db/pgliteDatabase';
import { sqlStore } from '../../server/store/sqlStore';
import { terminalText } from '../../server/terminalText';
import { newRegistration } from './helpers/payload';

const temp = temporaryDirectory('seminar-listing-');
afterAll(() => temp.remove());

/** What a terminal would act on instead of printing. */
// eslint-disable-next-line no-control-regex -- the test looks for raw control characters in the output.
const raw = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('terminalText', () => {
  it('shows control and bidi characters as escapes and leaves other text alone', () => {
    expect(terminalText('Chan\u202eevil\u001b[31m')).toBe('Chan\\u{202e}evil\\u{1b}[31m');
    expect(terminalText('陳大文 Zoë 😀')).toBe('陳大文 Zoë 😀');
  });
});

describe('npm run registrations', () => {
  it('prints a stored name with a right-to-left override and an escape sequence without acting on them', async () => {
    const dataDir = path.join(temp.dir, 'pglite');
    const db = await openPgliteDatabase(dataDir);
    await migrate(db);
    const store = sqlStore(db);
    // Stored before the schema refused such names, as an older row would be.
    await store.insertRegistration(
      newRegistration({ family_name: 'Chan\u202eevil', given_name: '\u001b[2JTai Man', email: 'old.row@example.org' }),
    );
    await store.close();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--import', './server/boot/registerSchemasFolder.mjs', 'server/listRegistrations.ts'],
      {
        cwd: projectRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      },
    );
    // console.table quotes its cells, doubling the backslash.
    expect(stdout).toMatch(/Chan\\+u\{202e\}evil/);
    expect(stdout).toMatch(/\\+u\{1b\}\[2JTai Man/);
    expect(raw.test(stdout.replace(/\n/g, ''))).toBe(false);
  }, 120_000);
});
