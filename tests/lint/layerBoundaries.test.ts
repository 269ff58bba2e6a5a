import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

import { layerBoundaries } from '../../scripts/lint/layerBoundaries.js';

/** ESLint with the layers' boundaries alone, so a file's imports are judged without type information. */
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } },
    ...layerBoundaries,
  ],
});

async function problemsOf(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('the layers’ boundaries', () => {
  it('refuses the server an import of the browser’s code and lets it import the core', async () => {
    expect(await problemsOf('server/example.ts', "import { App } from '../src/App';\nexport { App };\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(
      await problemsOf('server/example.ts', "import { fees } from '../core/model/schemaData';\nexport { fees };\n"),
    ).toEqual([]);
  });

  it('refuses the core React, Node, the DOM’s globals and the layers above it', async () => {
    expect(await problemsOf('core/example.ts', "import { useState } from 'react';\nexport { useState };\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(await problemsOf('core/example.ts', "import fs from 'node:fs';\nexport { fs };\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(await problemsOf('core/example.ts', "import x from '../server/app';\nexport { x };\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(await problemsOf('core/example.ts', 'export const here = window.location.href;\n')).toEqual([
      'no-restricted-globals',
    ]);
  });

  it('refuses the browser an import of the server and lets it import the core', async () => {
    expect(
      await problemsOf('src/example.tsx', "import { buildApp } from '../server/app';\nexport { buildApp };\n"),
    ).toEqual(['no-restricted-imports']);
    expect(
      await problemsOf('widgets/example.tsx', "import { fees } from '../core/model/schemaData';\nexport { fees };\n"),
    ).toEqual([]);
  });
});
