// ESLint 9 flat config. Type-aware: typescript-eslint reads tsconfig.json through its project service.
// `npm run lint` checks; `npx eslint --fix .` applies the fixable rules (import order, type imports).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { layerBoundaries } from './scripts/lint/layerBoundaries.js';

export default tseslint.config(
  // Built, generated and third-party files.
  {
    ignores: [
      'dist/',
      'coverage/',
      'public/',
      'node_modules/',
      'src/form/generated/',
      '**/__snapshots__/',
      // Four lines of plain JavaScript that load the document worker's TypeScript; no tsconfig covers .mjs.
      'server/documents/documentWorker.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      // Unused names are tsc's job (noUnusedLocals); a leading underscore marks one left out on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'widgets/**/*.tsx', 'tests/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Fastify hooks and handlers and the payment providers' methods are async by contract (they answer a promise),
    // whether or not they await anything on the way.
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // RJSF types a widget's value as `any` (WidgetProps); widgets read it as the form's values type says, and pass
    // on the `autofocus` a UI schema may ask for (off unless a schema sets `ui:autofocus`).
    files: ['widgets/**'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off', 'jsx-a11y/no-autofocus': 'off' },
  },
  {
    // Tests spy on and restore methods without calling them (expect(window.alert), a saved store method), and read
    // JSON answers (`response.json()` is `any`) whose shape toEqual then checks.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  ...layerBoundaries,
  {
    // This file and the rules it imports are not in tsconfig.json.
    files: ['eslint.config.js', 'scripts/lint/*.js', 'server/boot/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
