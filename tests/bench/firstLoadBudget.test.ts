import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

import en from '@schemas/messages/en.json';
import zhHans from '@schemas/messages/zh-Hans.json';
import zhHant from '@schemas/messages/zh-Hant.json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formPageFile } from '../../core/paths/pagePaths';
import { initialAssets } from '../../scripts/bench/bundleSizes';

/** The most JavaScript '/' may load before a person can type (issue budget), in bytes of brotli. */
const FIRST_LOAD_BUDGET_BYTES = 120 * 1024;

let outDir = '';

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'budget-build-'));
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      stdio: 'pipe',
      // Vitest runs with NODE_ENV=test, which would build React's development code.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** The scripts a page loads, the modules it preloads or loads after the first paint: what runs before the form can be used. */
function firstLoadScripts(html: string): string[] {
  return initialAssets(html)
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/${file}`);
}

function brotliSize(file: string): number {
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

describe('the first load of /', () => {
  it(`stays within ${FIRST_LOAD_BUDGET_BYTES / 1024} KiB of brotli-compressed JavaScript`, () => {
    const html = readFileSync(join(outDir, formPageFile('en')), 'utf8');
    const scripts = firstLoadScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    const total = scripts.reduce((sum, src) => sum + brotliSize(join(outDir, src)), 0);
    console.info(`first-load JavaScript: ${(total / 1024).toFixed(1)} KiB brotli in ${scripts.length} file(s)`);
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });

  it('leaves the thank-you page, the comboboxes, the dialling codes, the validator and the sending code to later chunks', () => {
    const html = readFileSync(join(outDir, formPageFile('en')), 'utf8');
    const first = firstLoadScripts(html)
      .map((src) => readFileSync(join(outDir, src), 'utf8'))
      .join('\n');
    const carried = (marker: string) => first.includes(marker);
    // Markers only the later pieces carry: the dialling list, the region list, downshift, the precompiled validator's
    // messages, the API client's time-out handling.
    expect(
      [
        '"+852"',
        'Therapeutic Goods Administration',
        'getA11yStatusMessage',
        'must NOT have more than',
        'X-XSRF-TOKEN',
      ].filter(carried),
    ).toEqual([]);
    // What RJSF brings but this form never uses: markdown rendering (markdown-to-jsx's own messages).
    expect(['gfm', 'markdown-to-jsx'].filter(carried)).toEqual([]);
  });

  it("carries no staff console text in any language, and the delegate's Chinese catalogues carry none either", () => {
    const html = readFileSync(join(outDir, formPageFile('en')), 'utf8');
    const first = firstLoadScripts(html)
      .map((src) => readFileSync(join(outDir, src), 'utf8'))
      .join('\n');
    const staffTitles = [en, zhHant, zhHans].map((catalogue) => catalogue['staff.title']);
    expect(staffTitles.filter((title) => first.includes(title))).toEqual([]);
    // Nor the texts of the delegate's own pages (src/delegate/delegateCatalogue.ts), which load with those pages.
    expect(first.includes(en['delegate.checkoutCancelled'])).toBe(false);
    expect(first.includes(en['form.lostLink'])).toBe(true);
    // The chunks a delegate's page loads for its language: those with the site's title in that language.
    const chunks = readdirSync(join(outDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(outDir, 'assets', file), 'utf8'));
    for (const catalogue of [zhHant, zhHans]) {
      const delegateChunks = chunks.filter((code) => code.includes(catalogue['thanks.title']));
      expect(delegateChunks.length).toBeGreaterThan(0);
      expect(delegateChunks.filter((code) => code.includes(catalogue['staff.title']))).toEqual([]);
      // The console's own chunk of that language exists apart.
      expect(chunks.filter((code) => code.includes(catalogue['staff.title']))).toHaveLength(1);
    }
  });
});
