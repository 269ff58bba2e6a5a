import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { testProjects } from './scripts/testKinds.js';
import { KindsInOrder } from './scripts/testKindsInOrder.js';
import { compressedFilesPlugin } from './scripts/vitePluginCompress.js';
import { precompiledMessagesPlugin, staffMessagesPlugin } from './scripts/vitePluginMessages.js';
import { pageHeadPlugin } from './scripts/vitePluginPageHead.js';
import { prerenderPlugin } from './scripts/vitePluginPrerender.js';
import { schemasPlugin } from './scripts/vitePluginSchemas/index.js';
import { schemasFolder } from './server/boot/schemasFolder.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * What RJSF imports but this form never uses, replaced in the production bundle by small stand-ins rather than
 * patched copies (README, "Speed and size"). The dev server and tests keep the real libraries: there ajv is loaded
 * whole, and it needs the real fast-uri.
 */
const standIns = [
  { find: /^markdown-to-jsx\/react$/, replacement: here('./src/bundling/MarkdownAsText.tsx') },
  { find: /^fast-uri$/, replacement: here('./src/bundling/uriResolver.ts') },
  { find: /^@x0k\/json-schema-merge(\/lib\/array)?$/, replacement: here('./src/bundling/schemaMerge.ts') },
  // react-router's package points bundlers at its development build (every warning text in it); the production
  // build is the same code without them.
  { find: /^react-router$/, replacement: here('./node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: here('./node_modules/react-router/dist/production/dom-export.mjs') },
  // RJSF's default registries, as only its getDefaultRegistry.js names them: the kinds of field and the widgets this
  // form does not render load when first used.
  { find: /^\.\/components\/fields\/index\.js$/, replacement: here('./src/bundling/deferredFields.ts') },
  { find: /^\.\/components\/widgets\/index\.js$/, replacement: here('./src/bundling/deferredWidgets.ts') },
];

export default defineConfig(({ command }) => ({
  plugins: [
    schemasPlugin(),
    precompiledMessagesPlugin(),
    staffMessagesPlugin(),
    react(),
    pageHeadPlugin(),
    // After pageHeadPlugin: it renders the form into the index.html that plugin finished.
    prerenderPlugin(),
    compressedFilesPlugin(),
  ],
  // `@schemas/` is the event's schemas folder: SCHEMAS_DIR, else schemas/ (server/boot/schemasFolder.mjs).
  resolve: {
    alias: [{ find: /^@schemas\//, replacement: `${schemasFolder()}/` }, ...(command === 'build' ? standIns : [])],
  },
  build: {
    // Seven characters of content hash tell a file's versions apart as well as eight (seven is the fewest the bundler
    // allows for this many chunks), and the first load names every later chunk in its preload list: a character fewer
    // in each keeps about 100 bytes of brotli out of it.
    rolldownOptions: {
      output: { entryFileNames: 'assets/[name]-[hash:7].js', chunkFileNames: 'assets/[name]-[hash:7].js' },
    },
    // Every browser the site supports preloads modules natively; the polyfill would only add to the first load.
    modulePreload: { polyfill: false },
  },
  preview: { port: 4173, host: '127.0.0.1' },
  test: {
    globals: true,
    // Each kind of test file is a project of its own: its environment, set-up and isolation (scripts/testKinds.ts).
    projects: testProjects(),
    testTimeout: 20000,
    // A suite's set-up starts a server (its document worker parses the fonts) or a browser: on a busy 2-core machine
    // that can take longer than vitest's 10 s default without anything being wrong.
    hookTimeout: 60000,
    // expect.poll waits for a condition; its default second is too short on a busy 2-core machine, where a page's
    // next answer can take longer. A passing poll waits no longer for it.
    expect: { poll: { timeout: 10_000 } },
    // Vitest's default is one file fewer than the CPUs: one at a time on a 2-CPU machine, while most of a browser or
    // server test's time is spent waiting on another process (Chromium, a server, a build).
    maxWorkers: 2,
    // The long kinds first, so that no long file is left running alone at the end (scripts/testKindsInOrder.ts).
    sequence: { sequencer: KindsInOrder },
  },
}));
