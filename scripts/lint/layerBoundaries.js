/**
 * The layers' boundaries, as ESLint rules: the core (core/) is shared by the browser and the server and uses neither
 * React, the DOM nor Node; the server reaches the browser's code only through the core, and the browser never reaches
 * the server. eslint.config.js applies them; tests/lint/layerBoundaries.test.ts lints imports across them.
 */
export const layerBoundaries = [
  {
    files: ['core/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'sessionStorage',
        'process',
        'Buffer',
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|react-intl|react-router-dom|@rjsf/core)(/|$)',
              message: 'The core renders nothing.',
            },
            { regex: '^node:', message: 'The core runs in the browser too: no Node modules.' },
            {
              regex: '(^|/)(src|server|widgets|scripts|tests)/',
              message: 'The core imports only the core and schemas/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)(src|widgets)/', message: "The server shares the browser's rules through core/ only." },
            {
              regex: '^(react|react-dom|react-intl|react-router-dom|@rjsf/core)(/|$)',
              message: 'The server renders no React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**', 'widgets/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(server|scripts|tests)/',
              message: 'The browser talks to the server over HTTP, not by import.',
            },
            { regex: '^node:', message: 'Browser code: no Node modules.' },
          ],
        },
      ],
    },
  },
];
