import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Region } from '../../core/model/types';
import { copyProject, type ProjectCopy } from './helpers/projectCopy';
import { recipes } from './helpers/recipes';
import { projectRoot, realSchemas } from './helpers/schemaCopy';

/**
 * The unit suites that take the data they check from schemas/ (prices, dates, labels, regions, fields): every edit the
 * staff guide describes must keep them green. The backend and browser suites read schemas/ too, through the same
 * helpers (tests/support/), but need servers and builds: too slow to run here again. A trailing slash keeps a folder
 * from matching a file of the same name (vitest filters by substring).
 */
const dataSuites = [
  'tests/widgets/',
  'tests/form/',
  'tests/pages/',
  'tests/registration/',
  'tests/components/',
  'tests/i18n/',
  'tests/core/',
  'tests/staff/',
  'tests/server/invoice/',
  'tests/server/mail/',
];

// The nested run of the data suites takes about five minutes on a quiet 2-core machine: a busy one must not fail it.
const runTimeoutMs = 900_000;

/** The staff console's tests of its two Chinese languages (describe.each in tests/browser/staffConsole.test.ts). */
const chineseConsoleTests = /The staff console in zh-Han[st] /;

/** The environment without this test runner's own variables, so the copy's run is a run of its own. */
function ownEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'));
}

function run(root: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', timeout: runTimeoutMs, env: { ...ownEnv(), NO_COLOR: '1' } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('every recipe of the staff guide, applied together to a copy of the project', () => {
  let project: ProjectCopy;

  beforeAll(() => {
    project = copyProject();
    cpSync(path.join(projectRoot, 'tests'), path.join(project.root, 'tests'), { recursive: true });
    for (const apply of Object.values(recipes)) apply(project);
  });
  afterAll(() => project?.dispose());

  it('passes check:schemas, which counts the region the recipe added', () => {
    const regions = JSON.parse(readFileSync(path.join(realSchemas, 'regions.json'), 'utf8')) as Region[];
    const check = run(project.root, ['--import', 'tsx', '--import', './server/boot/registerSchemasFolder.mjs', 'scripts/check-schemas.ts']);
    expect(check.status, check.output).toBe(0);
    expect(check.output).toContain(`${regions.length + 1} regions`);
  });

  it(
    'keeps the suites that read schemas/ green',
    () => {
      // The files share a module cache (--no-isolate): npm test has run each in isolation already, and this run only
      // asks whether they pass on the edited data; it takes less than half the time that way.
      const vitest = path.join(projectRoot, 'node_modules/vitest/vitest.mjs');
      const suites = run(project.root, [vitest, 'run', '--no-isolate', '--reporter=dot', ...dataSuites]);
      expect(suites.status, suites.output).toBe(0);
      expect(suites.output).toMatch(/Test Files\s+\d+ passed/);
    },
    runTimeoutMs + 10_000,
  );

  it(
    'keeps the staff console in both Chinese languages free of English, the field staff added included',
    () => {
      // The one browser suite run here: the console shows every stored field, and a field staff added to the form
      // must arrive there with the form's label in the console's language, not under its storage name. Only its tests
      // of the two Chinese consoles run: the others (sign-in, exports, refunds) show no text a recipe changes, and
      // npm test has run them already.
      const vitest = path.join(projectRoot, 'node_modules/vitest/vitest.mjs');
      const suite = run(project.root, [
        vitest,
        'run',
        '--reporter=verbose',
        '--testNamePattern',
        chineseConsoleTests.source,
        'tests/browser/staffConsole.test.ts',
      ]);
      expect(suite.status, suite.output).toBe(0);
      expect(suite.output).toMatch(/Tests\s+2 passed/);
      for (const locale of ['zh-Hant', 'zh-Hans']) expect(suite.output).toContain(`The staff console in ${locale} `);
    },
    runTimeoutMs + 10_000,
  );
});
