import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { validatorOptions } from '../../../core/validation/validatorOptions';
import { parseGlossary } from '../../../scripts/schemaChecks/glossary';
import { loadIcuArguments, loadIcuParser } from '../../../scripts/schemaChecks/icuParser';
import type { CheckContext } from '../../../scripts/schemaChecks/index';
import { checkSchemaDirectory, formatProblem } from '../../../scripts/schemaChecks/index';
import { schemasFolder } from '../../../server/boot/schemasFolder.mjs';
import { blockKeys, conditionKeys, templateKeys, widgetKeys } from '../../../widgets/support/registryKeys';

export const projectRoot = fileURLToPath(new URL('../../..', import.meta.url)).replace(/\/$/, '');
/** The event's schemas folder under test: SCHEMAS_DIR, else schemas/ (server/boot/schemasFolder.mjs). */
export const realSchemas = schemasFolder();
/** The folder under test as check:schemas names it in its summary ('schemas/', 'events/next-seminar/'). */
export const realSchemasLabel = `${path.relative(projectRoot, realSchemas)}/`;

/** A throw-away copy of schemas/ to break one thing in. */
export interface SchemaCopy {
  dir: string;
  readJson<T = unknown>(file: string): T;
  writeJson(file: string, data: unknown): void;
  /** Reads a file, parses it, lets `change` edit it in place, and writes it back. */
  editJson<T = unknown>(file: string, change: (data: T) => void): void;
  readText(file: string): string;
  writeText(file: string, text: string): void;
  remove(file: string): void;
  dispose(): void;
}

export function copySchemas(): SchemaCopy {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'schemas-')), 'schemas');
  cpSync(realSchemas, dir, { recursive: true });
  const file = (name: string) => path.join(dir, name);
  const copy: SchemaCopy = {
    dir,
    readText: (name) => readFileSync(file(name), 'utf8'),
    writeText: (name, text) => writeFileSync(file(name), text),
    readJson: <T>(name: string) => JSON.parse(copy.readText(name)) as T,
    writeJson: (name, data) => copy.writeText(name, `${JSON.stringify(data, null, 2)}\n`),
    editJson: <T>(name: string, change: (data: T) => void) => {
      const data = copy.readJson<T>(name);
      change(data);
      copy.writeJson(name, data);
    },
    remove: (name) => rmSync(file(name)),
    dispose: () => rmSync(path.dirname(dir), { recursive: true, force: true }),
  };
  return copy;
}

let context: CheckContext | undefined;

/** The context `npm run check:schemas` uses: the widget registry, the validator options, the ICU parser, the glossary. */
export async function checkContext(): Promise<CheckContext> {
  context ??= {
    registry: { widgetKeys, templateKeys, blockKeys, conditionKeys },
    validatorOptions,
    parseIcu: await loadIcuParser(),
    icuArguments: await loadIcuArguments(),
    codeRoots: ['core', 'src', 'widgets', 'server'].map((folder) => path.join(projectRoot, folder)),
    projectRoot,
    glossary: parseGlossary(readFileSync(path.join(projectRoot, 'docs', 'glossary.md'), 'utf8')),
  };
  return context;
}

/** The printed problem lines for a schema directory. */
export async function problemLines(dir: string): Promise<string[]> {
  return checkSchemaDirectory(dir, await checkContext()).problems.map(formatProblem);
}

/**
 * The lines a broken copy prints beyond those of the real files, so a test sees exactly what its one
 * change causes even while someone else is editing schemas/.
 */
export async function newProblemLines(copy: SchemaCopy): Promise<string[]> {
  const baseline = new Set(await problemLines(realSchemas));
  return (await problemLines(copy.dir)).filter((line) => !baseline.has(line));
}

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npx tsx scripts/check-schemas.ts [dir]` from the project root. */
export function runCheckCli(dir?: string): CliResult {
  const result = spawnSync('npx', ['tsx', '--import', './server/boot/registerSchemasFolder.mjs', 'scripts/check-schemas.ts', ...(dir === undefined ? [] : [dir])], {
    cwd: projectRoot,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The new problem lines after one change to a fresh copy of schemas/. */
export async function problemsAfter(change: (copy: SchemaCopy) => void): Promise<string[]> {
  const copy = copySchemas();
  try {
    change(copy);
    return await newProblemLines(copy);
  } finally {
    copy.dispose();
  }
}
