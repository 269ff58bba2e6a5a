import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projectRoot } from '../../../scripts/support/projectRoot';
import { type RunningServer, spawnServer } from '../../../scripts/support/serverProcess';
import { type TemporaryDirectory, temporaryDirectory } from '../../../scripts/support/temporaryDirectory';
import { openPgliteDatabase } from '../../../server/db/pgliteDatabase';
import { checkPassword } from '../../../server/staff/passwords';
import { cliEnv, runStaffCli } from './runStaffCli';

// Each command starts Node and opens (and on first use migrates) the embedded database: on a busy 2-core machine
// that alone has taken over a minute.
const testTimeout = 150_000;
let temp: TemporaryDirectory;
let dataDir: string;

beforeAll(() => {
  temp = temporaryDirectory('seminar-staff-cli-');
  dataDir = join(temp.dir, 'pglite');
});
afterAll(() => temp.remove());

async function storedHash(email: string): Promise<string | undefined> {
  const db = await openPgliteDatabase(dataDir);
  try {
    const rows = await db.query<{ password_hash: string }>(
      'select password_hash from staff_accounts where lower(email) = lower($1)',
      [email],
    );
    return rows[0]?.password_hash;
  } finally {
    await db.close();
  }
}

/** The CLI on a pseudo-terminal (util-linux `script`), as a person typing at a prompt meets it. */
function runOnTerminal(
  args: readonly string[],
  keystrokes: readonly string[],
): Promise<{ code: number | null; output: string }> {
  const command = [
    'node',
    '--import',
    'tsx',
    '--import',
    './server/boot/registerSchemasFolder.mjs',
    'server/staff/staffCli.ts',
    ...args,
  ].join(' ');
  const child = spawn('script', ['-qec', command, '/dev/null'], {
    cwd: projectRoot,
    env: cliEnv(dataDir),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  let sent = 0;
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    // Each prompt gets its keystrokes once it is shown, as a person would type.
    const prompts = output.match(/Password( again)?: /g)?.length ?? 0;
    while (sent < prompts && sent < keystrokes.length) child.stdin.write(keystrokes[sent++]);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

describe('npm run staff', () => {
  it(
    'adds a manager with the password from STAFF_PASSWORD, kept only as an argon2id hash, and lists it',
    async () => {
      const password = 'correct horse battery staple';
      const added = await runStaffCli(['add', 'Lead@Example.org', '--role', 'manager'], { dataDir, password });
      expect(added).toMatchObject({ code: 0, stdout: 'Added Lead@Example.org as manager.\n' });
      const hash = await storedHash('lead@example.org');
      expect(hash).toMatch(/^\$argon2id\$/);
      expect(hash).not.toContain(password);
      expect(await checkPassword(hash, password)).toBe(true);

      const listed = await runStaffCli(['list'], { dataDir });
      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(/^Lead@Example\.org\tmanager\tsince \d{4}-\d\d-\d\d\n$/);
    },
    testTimeout,
  );

  it(
    'asks for the password on the terminal twice, without echoing it',
    async () => {
      const password = 'typed at the prompt 42';
      const result = await runOnTerminal(
        ['add', 'viewer@example.org', '--role', 'viewer'],
        [`${password}\r`, `${password}\r`],
      );
      expect(result.output).toContain('Password: ');
      expect(result.output).toContain('Password again: ');
      expect(result.output).toContain('Added viewer@example.org as viewer.');
      expect(result.output).not.toContain(password);
      expect(result.code).toBe(0);
      expect(await checkPassword(await storedHash('viewer@example.org'), password)).toBe(true);
    },
    testTimeout,
  );

  it(
    'changes nothing when the two typed passwords differ',
    async () => {
      const before = await storedHash('viewer@example.org');
      const result = await runOnTerminal(
        ['password', 'viewer@example.org'],
        ['first version 1234\r', 'second version 1234\r'],
      );
      expect(result.output).toContain('The two passwords differ; nothing was changed.');
      expect(result.code).toBe(1);
      expect(await storedHash('viewer@example.org')).toBe(before);
    },
    testTimeout,
  );

  it(
    'changes a password read from a pipe',
    async () => {
      const result = await runStaffCli(['password', 'viewer@example.org'], {
        dataDir,
        input: 'a new piped password\n',
      });
      expect(result).toMatchObject({
        code: 0,
        stdout: 'Changed the password of viewer@example.org; its sessions are ended.\n',
      });
      expect(await checkPassword(await storedHash('viewer@example.org'), 'a new piped password')).toBe(true);
    },
    testTimeout,
  );

  it(
    'refuses a password on the command line, a short password, an unknown role and a taken address, and says why',
    async () => {
      const onCommandLine = await runStaffCli(['add', 'x@example.org', '--role', 'viewer', '--password=secret'], {
        dataDir,
      });
      expect(onCommandLine.code).toBe(1);
      expect(onCommandLine.stderr).toContain('Passwords are never taken on the command line');

      const short = await runStaffCli(['add', 'x@example.org', '--role', 'viewer'], { dataDir, password: 'short' });
      expect(short).toMatchObject({ code: 1, stderr: 'The password must have at least 12 characters.\n' });

      const role = await runStaffCli(['add', 'x@example.org', '--role', 'admin'], {
        dataDir,
        password: 'long enough password',
      });
      expect(role).toMatchObject({ code: 1, stderr: "The role must be viewer or manager, not 'admin'.\n" });

      const taken = await runStaffCli(['add', 'LEAD@example.org', '--role', 'viewer'], {
        dataDir,
        password: 'long enough password',
      });
      expect(taken).toMatchObject({ code: 1, stderr: 'There is already an account for LEAD@example.org.\n' });
      expect(await storedHash('x@example.org')).toBeUndefined();
    },
    testTimeout,
  );

  describe('while the server holds the embedded database', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await spawnServer({ dataDir });
    }, testTimeout);
    afterAll(async () => {
      await server?.stop();
    });

    it(
      'hands the command to the server, which runs it',
      async () => {
        const added = await runStaffCli(['add', 'late@example.org', '--role', 'viewer'], {
          dataDir,
          password: 'added while running',
        });
        expect(added).toMatchObject({ code: 0, stdout: 'Added late@example.org as viewer.\n' });
        const removed = await runStaffCli(['remove', 'viewer@example.org'], { dataDir });
        expect(removed).toMatchObject({ code: 0, stdout: 'Removed viewer@example.org; its sessions are ended.\n' });
        const listed = await runStaffCli(['list'], { dataDir });
        expect(
          listed.stdout
            .split('\n')
            .filter(Boolean)
            .map((line) => line.split('\t').slice(0, 2).join(' ')),
        ).toEqual(['late@example.org viewer', 'Lead@Example.org manager']);
        const missing = await runStaffCli(['remove', 'nobody@example.org'], { dataDir });
        expect(missing).toMatchObject({ code: 1, stderr: 'There is no account for nobody@example.org.\n' });
      },
      testTimeout,
    );
  });
});
