import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { precompiledMessagesPlugin } from './scripts/vitePluginMessages.js';
import { schemasPlugin } from './scripts/vitePluginSchemas/index.js';

export default defineConfig({
  plugins: [schemasPlugin(), precompiledMessagesPlugin(), react()],
  resolve: {
    // What RJSF imports but this form never uses, replaced by small stand-ins rather than patched copies (README).
    alias: [
      { find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./src/bundling/MarkdownAsText.tsx', import.meta.url)) },
      { find: /^fast-uri$/, replacement: fileURLToPath(new URL('./src/bundling/uriResolver.ts', import.meta.url)) },
      { find: /^@x0k\/json-schema-merge(\/lib\/array)?$/, replacement: fileURLToPath(new URL('./src/bundling/schemaMerge.ts', import.meta.url)) },
    ],
  },
  build: {
    // Every browser the site supports preloads modules natively; the polyfill would only add to the first load.
    modulePreload: { polyfill: false },
  },
  preview: { port: 4173, host: '127.0.0.1' },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    testTimeout: 20000,
  },
});
