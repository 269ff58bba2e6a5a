/**
 * The kinds of test file, each a vitest project with what its files need and nothing more, and the order their files
 * start in. A file's kind follows from where it lives, so a new file needs no pragma and no entry in a list.
 *
 * - `recipes`: the staff guide's recipes, applied to a copy of the project; one file runs the data suites again there.
 * - `browser`: Chromium against a built site and a server of the file's own.
 * - `server`: a Fastify server, a store, SMTP and payment stand-ins, often processes of their own.
 * - `tooling`: the schema checks, builds, bundles, benchmarks' figures, lint: each spawns or builds something.
 * - `dom`: React rendering in jsdom.
 * - `unit`: the shared core's pure rules.
 *
 * The pure kinds share one module cache per worker (`isolate: false`): their files hold no state of their own between
 * tests, and loading React, the form and the catalogues once rather than per file is most of their time. Every kind
 * that starts servers or processes keeps a fresh module graph per file, since the server's modules read their
 * environment when first loaded.
 */
import type { TestProjectInlineConfiguration } from 'vitest/config';

interface TestKind {
  name: string;
  include: string[];
  exclude?: string[];
  environment: 'node' | 'jsdom';
  isolate: boolean;
  setupFiles?: string[];
}

const recipeFiles = ['tests/schemas/recipe*.test.ts'];
/** The browser layer's folders: what src/ and widgets/ render and run, in jsdom. */
const domFolders = [
  'api',
  'bundling',
  'certificates',
  'checkin',
  'components',
  'delegate',
  'form',
  'i18n',
  'pages',
  'prerender',
  'registration',
  'staff',
  'widgets',
];

/** Longest first: the order files start in (scripts/testKindsInOrder.ts). */
export const testKinds: readonly TestKind[] = [
  { name: 'recipes', include: recipeFiles, environment: 'node', isolate: true },
  { name: 'browser', include: ['tests/browser/**/*.test.ts'], environment: 'node', isolate: true },
  { name: 'server', include: ['tests/server/**/*.test.ts'], environment: 'node', isolate: true },
  {
    name: 'tooling',
    include: ['tests/{schemas,bench,images,lint}/**/*.test.ts'],
    exclude: recipeFiles,
    environment: 'node',
    isolate: true,
  },
  {
    name: 'dom',
    include: [`tests/{${domFolders.join(',')}}/**/*.test.{ts,tsx}`],
    environment: 'jsdom',
    isolate: false,
    setupFiles: ['tests/setup/dom.ts'],
  },
  { name: 'unit', include: ['tests/core/**/*.test.ts'], environment: 'node', isolate: false },
];

/** The kinds as vitest projects, each taking the root configuration (plugins, aliases, timeouts) as it is. */
export function testProjects(): TestProjectInlineConfiguration[] {
  return testKinds.map((kind) => ({
    extends: true,
    test: {
      name: kind.name,
      include: kind.include,
      exclude: ['**/node_modules/**', ...(kind.exclude ?? [])],
      environment: kind.environment,
      isolate: kind.isolate,
      setupFiles: kind.setupFiles ?? [],
    },
  }));
}
