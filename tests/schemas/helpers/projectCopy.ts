import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { projectRoot, realSchemas } from './schemaCopy';

/**
 * What `vite build` and the server read; node_modules is linked, not copied. The event's folder under test is copied
 * as the copy's schemas/ (see copyProject). The whole server is copied: a recipe test
 * runs the copy's server, and the build reads two server lists (the catalogue keys e-mails and invoices use, and which
 * files are served compressed).
 */
// docs/glossary.md: check:schemas holds the catalogues to it.
const projectEntries = ['core', 'server', 'src', 'widgets', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'tsconfig.base.json', 'package.json', 'scripts', 'docs/glossary.md'];

export interface ProjectCopy {
  root: string;
  readText(file: string): string;
  writeText(file: string, text: string): void;
  editJson<T>(file: string, change: (data: T) => void): void;
  dispose(): void;
}

/**
 * A throw-away copy of the project, to change as a member of staff would and build. Its schemas/ holds the event under
 * test (SCHEMAS_DIR's folder, else schemas/), so a test edits `schemas/<file>` whichever event it runs against; the
 * folder SCHEMAS_DIR names is a link to it there, as the processes a test starts in the copy inherit the setting.
 */
export function copyProject(): ProjectCopy {
  const root = mkdtempSync(path.join(tmpdir(), 'project-'));
  for (const entry of projectEntries) {
    mkdirSync(path.dirname(path.join(root, entry)), { recursive: true });
    cpSync(path.join(projectRoot, entry), path.join(root, entry), { recursive: true });
  }
  cpSync(realSchemas, path.join(root, 'schemas'), { recursive: true });
  const eventFolder = path.relative(projectRoot, realSchemas);
  if (eventFolder !== 'schemas' && !eventFolder.startsWith('..') && !path.isAbsolute(eventFolder)) {
    mkdirSync(path.dirname(path.join(root, eventFolder)), { recursive: true });
    symlinkSync(path.join(root, 'schemas'), path.join(root, eventFolder), 'dir');
  }
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const file = (name: string) => path.join(root, name);
  const copy: ProjectCopy = {
    root,
    readText: (name) => readFileSync(file(name), 'utf8'),
    writeText: (name, text) => writeFileSync(file(name), text),
    editJson: <T>(name: string, change: (data: T) => void) => {
      const data = JSON.parse(copy.readText(name)) as T;
      change(data);
      copy.writeText(name, `${JSON.stringify(data, null, 2)}\n`);
    },
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
  return copy;
}

export interface BuildResult {
  status: number | null;
  /** stdout and stderr together, as a person running the command sees them. */
  output: string;
}

/** Runs `vite build` in a project directory, writing into `outDir`. */
export function viteBuild(root: string, outDir: string): BuildResult {
  const result = spawnSync(process.execPath, [path.join(projectRoot, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The text of every JavaScript file a build wrote. */
export function builtJavaScript(outDir: string): string {
  const assets = path.join(outDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(assets, name), 'utf8'))
    .join('\n');
}
