import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fees as schemaFees } from '../../core/model/schemaData';
import type { Fees } from '../../core/model/types';
import { launchChromium } from '../../scripts/support/chromium';
import { freePort } from '../../scripts/support/freePort';
import { feeColumnText, feeName, feeRowText, text, thousands } from '../support/schemaTexts';
import type { ProjectCopy } from './helpers/projectCopy';
import { copyProject } from './helpers/projectCopy';
import { projectRoot, realSchemasLabel } from './helpers/schemaCopy';

/** Stops the dev server: SIGTERM, then SIGKILL if it is still there after five seconds. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Starts `vite` (npm run dev) in a project copy and resolves once it listens. */
async function startDevServer(root: string, port: number): Promise<{ process: ChildProcess; log: () => string }> {
  const child = spawn(process.execPath, [path.join(projectRoot, 'node_modules/vite/bin/vite.js'), '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development' },
  });
  // CI may force colours on; Vite then styles the port apart from the host, so the log is kept as plain text.
  let output = '';
  const collect = (chunk: Buffer) => (output += stripVTControlCharacters(chunk.toString()));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`vite did not start within 30 s:\n${output}`));
    }, 30_000);
    const listening = () => {
      if (!output.includes(`127.0.0.1:${port}`)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on('data', listening);
    child.on('exit', (code) => reject(new Error(`vite exited with ${String(code)}:\n${output}`)));
  });
  return { process: child, log: () => output };
}

function overlayText(page: Page): Promise<string> {
  return page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.querySelector('.message')?.textContent ?? '');
}

describe('npm run dev', () => {
  let project: ProjectCopy;
  let server: { process: ChildProcess; log: () => string };
  let browser: Browser;
  let url = '';

  beforeAll(async () => {
    project = copyProject();
    const port = await freePort();
    url = `http://127.0.0.1:${port}/`;
    server = await startDevServer(project.root, port);
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    if (server) await stop(server.process);
    project?.dispose();
  });

  it('checks schemas/ when it starts', () => {
    expect(server.log()).toContain(`check:schemas: ${realSchemasLabel} is consistent`);
  });

  it('shows a broken edit in the error overlay, and the fixed edit on the page', async () => {
    const page = await browser.newPage();
    await page.route('**/web/**', (route) => route.fulfill({ json: { data: { period: schemaFees.periods[0].id } } }));
    // A cold dev server optimises the dependencies the first page asks for, and may answer a module it has just
    // re-optimised with 504 ("Outdated Optimize Dep"); its own reload can come before the page listens, so the page
    // is reloaded here as a person would.
    const stale: string[] = [];
    page.on('pageerror', (error) => stale.push(error.message));
    page.on('response', (response) => {
      if (response.status() === 504) stale.push(`504 ${response.url()}`);
    });
    await page.goto(url);
    // The copy starts as schemas/ stands; its first fee option is changed below.
    const first = schemaFees.options[0];
    const oldFee = page.getByRole('radio', { name: feeName(first) });
    const seen: string[] = [];
    try {
      await expect
        .poll(
          async () => {
            if (stale.length > 0) {
              seen.push(...stale.splice(0));
              await page.reload();
            }
            return oldFee.count();
          },
          { timeout: 90_000 },
        )
        .toBe(1);
    } catch (error) {
      throw new Error(`the form did not show its first fee; page errors: ${seen.concat(stale).join(' | ') || 'none'}\nvite:\n${server.log()}`, { cause: error });
    }

    project.editJson<Fees>('schemas/fees.json', (fees) => {
      fees.options[0].price = -5;
    });
    await expect.poll(() => overlayText(page), { timeout: 20_000 }).toContain(`fees.json: /options/0/price: price is -5, and should be a positive number of ${schemaFees.currency}`);
    expect(server.log()).toContain(`fees.json: /options/0/price: price is -5, and should be a positive number of ${schemaFees.currency}`);

    project.editJson<Fees>('schemas/fees.json', (fees) => {
      fees.options[0].price = first.price + 10;
    });
    const newName = text('fees.optionName', { row: feeRowText(first), column: feeColumnText(first), price: thousands(first.price + 10), currency: schemaFees.currency });
    const newFee = page.getByRole('radio', { name: newName });
    await expect.poll(() => newFee.count(), { timeout: 20_000 }).toBe(1);
    expect(await page.locator('vite-error-overlay').count()).toBe(0);
  }, 180_000);
});
