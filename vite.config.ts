import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { schemasPlugin } from './scripts/vitePluginSchemas/index.js';

export default defineConfig({
  plugins: [schemasPlugin(), react()],
  preview: { port: 4173, host: '127.0.0.1' },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    testTimeout: 20000,
  },
});
