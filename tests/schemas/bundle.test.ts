import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fees as schemaFees } from '../../core/model/schemaData';
import { builtSite } from '../browser/support/siteBuild';
import { builtJavaScript, copyProject, viteBuild } from './helpers/projectCopy';
import { realSchemasLabel } from './helpers/schemaCopy';

/** What ajv's compiler leaves in a bundle, even minified: it builds code as text and runs it with Function. */
const compilerMarkers: [string, RegExp][] = [
  ['new Function', /\bnew\s+Function\b/],
  ['a call of the global Function', /(?<![\w$.])Function\s*\(/],
  ['eval(', /(?<![\w$.])eval\s*\(/],
  ['ajv/dist/compile', /ajv\/dist\/compile/],
  ["ajv's CodeGen", /CodeGen/],
  ["ajv's strict-mode messages", /strict mode: /],
  ["ajv's schema registry", /schema with key or id/],
];

function markersIn(code: string): string[] {
  return compilerMarkers.filter(([, pattern]) => pattern.test(code)).map(([name]) => name);
}

const outDirs: string[] = [];
function freshOutDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-'));
  outDirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the production bundle', () => {
  let code = '';

  // The build of the project's sources the browser tests share (built once per change of its inputs): the same
  // `vite build` in production mode, so another build of the same sources here would only cost time.
  beforeAll(async () => {
    code = builtJavaScript(await builtSite());
  }, 120_000);

  it('contains no ajv compiler, no new Function and no eval', () => {
    expect(markersIn(code)).toEqual([]);
  });

  it('contains the precompiled validate functions of the form schema', () => {
    expect(code).toContain('https://registration.local/schemas/form.schema.json');
    // The module wrapper of virtual:form-validator.
    expect(code).toContain('Cannot find module ');
  });

  it('would show the compiler if the form went back to compiling at run time', () => {
    const copy = copyProject();
    try {
      copy.writeText(
        'src/form/validator.ts',
        "import { customizeValidator } from '@rjsf/validator-ajv8';\nimport { validatorOptions } from '../../core/validation/validatorOptions';\n\nexport const validator = customizeValidator(validatorOptions);\n",
      );
      const outDir = freshOutDir();
      const build = viteBuild(copy.root, outDir);
      expect(build.status, build.output).toBe(0);
      expect(markersIn(builtJavaScript(outDir))).toEqual(expect.arrayContaining(['a call of the global Function', "ajv's CodeGen", "ajv's schema registry"]));
    } finally {
      copy.dispose();
    }
  }, 120_000);
});

describe('vite build', () => {
  it('stops on a broken schema edit, printing the same message as check:schemas', () => {
    const copy = copyProject();
    try {
      copy.editJson<{ options: { price: number }[] }>('schemas/fees.json', (fees) => {
        fees.options[3].price = -5;
      });
      const build = viteBuild(copy.root, freshOutDir());
      expect(build.status).not.toBe(0);
      expect(build.output).toContain(`fees.json: /options/3/price: price is -5, and should be a positive number of ${schemaFees.currency}`);
      expect(build.output).toContain(`check:schemas: 1 problem in ${realSchemasLabel}; the form is not built until it is fixed`);
    } finally {
      copy.dispose();
    }
  }, 120_000);
});
