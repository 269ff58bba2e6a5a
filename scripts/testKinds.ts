/**
 * The kinds of test file, each a vitest project with what its files need and nothing more, and the order their files
 * start in. A file's kind follows from where it lives, so a new file needs no pragma and no entry in a list.
 *
 * - `recipes`: the staff guide's recipes, applied to a copy of the project; one file runs the data suites again there.
 * - `browser`: the run's one Chromium (a context per test) against a built site: the run's one shared server, or a
 *   server of the file's own when it needs other settings or reads the database itself.
 * - `server`: a Fastify server, a store, SMTP and payment stand-ins, often processes of their own.
 * - `tooling`: the schema checks, builds, bundles, benchmarks' figures, lint: each spawns or builds something.
 * - `dom`: React rendering in jsdom.
 * - `unit`: the shared core's pure rules.
 *
 * Every kind but the recipes shares one module cache per worker (`isolate: false`): loading React, the form, the
 * server's modules and the catalogues once rather than per file is most of a short file's time. The server's modules
 * read nothing a test changes when loaded (a server takes its options when built; the event's folder is one per run);
 * the one file that changes the fonts' settings puts them back. The recipes run projects of their own, each file a fresh copy.
 */
import type { TestProjectInlineConfiguration } from 'vitest/config';

interface TestKind {
  name: string;
  include: string[];
  exclude?: string[];
  environment: 'node' | 'jsdom';
  isolate: boolean;
  setupFiles?: string[];
  globalSetup?: string[];
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
  {
    name: 'browser',
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    globalSetup: ['tests/setup/sharedChromium.ts', 'tests/setup/sharedSite.ts'],
  },
  { name: 'server', include: ['tests/server/**/*.test.ts'], environment: 'node', isolate: false },
  {
    name: 'tooling',
    include: ['tests/{schemas,bench,images,lint,tooling}/**/*.test.ts'],
    exclude: recipeFiles,
    environment: 'node',
    isolate: false,
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
      globalSetup: kind.globalSetup ?? [],
    },
  }));
}
