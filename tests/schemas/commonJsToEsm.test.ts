import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { describe, expect, it } from 'vitest';

import { commonJsToEsm } from '../../scripts/vitePluginSchemas/commonJsToEsm';
import { projectRoot } from './helpers/schemaCopy';

async function importModule(code: string): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'esm-'));
  try {
    const file = path.join(dir, 'module.mjs');
    writeFileSync(file, code);
    return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: Record<string, unknown> }).default;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('commonJsToEsm', () => {
  it('bundles the files the code requires, so the module imports nothing', async () => {
    const code = commonJsToEsm('"use strict";\nconst equal = require("ajv/dist/runtime/equal").default;\nexports["same"] = (a, b) => equal(a, b);\n', projectRoot);
    expect(code).not.toMatch(/^import /m);
    expect(code).toContain('// node_modules/fast-deep-equal/index.js');
    const exported = await importModule(code);
    const same = exported.same as (a: unknown, b: unknown) => boolean;
    expect(same({ a: [1] }, { a: [1] })).toBe(true);
    expect(same({ a: [1] }, { a: [2] })).toBe(false);
  });

  it('refuses a Node built-in, which a browser cannot load', () => {
    expect(() => commonJsToEsm('const fs = require("fs");', projectRoot)).toThrow('requires the Node built-in "fs", which cannot run in a browser');
  });
});
