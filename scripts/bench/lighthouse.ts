/**
 * Lighthouse 12 on '/' with its default (mobile) preset: a Chromium of its own on a DevTools port, the same switches as
 * the other runs, one fresh profile per run; the figures are the medians of the runs.
 */
import { spawn } from 'node:child_process';

import lighthouse from 'lighthouse';

import { atExit } from '../support/atExit';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { freePort } from '../support/freePort';
import { temporaryDirectory } from '../support/temporaryDirectory';
import { summarize, type Summary } from './stats';

/** The categories and audits the report shows, in its order. */
export const lighthouseFigures = [
  { key: 'performance', label: 'Performance', unit: 'score' },
  { key: 'accessibility', label: 'Accessibility', unit: 'score' },
  { key: 'best-practices', label: 'Best practices', unit: 'score' },
  { key: 'seo', label: 'SEO', unit: 'score' },
  { key: 'first-contentful-paint', label: 'First contentful paint', unit: 'ms' },
  { key: 'largest-contentful-paint', label: 'Largest contentful paint', unit: 'ms' },
  { key: 'total-blocking-time', label: 'Total blocking time', unit: 'ms' },
] as const;

export type LighthouseKey = (typeof lighthouseFigures)[number]['key'];

/** Every figure's samples and median; scores 0-100, times in ms as Lighthouse simulates a mid-range phone on slow 4G. */
export interface LighthouseResult {
  version: string;
  runs: number;
  figures: { key: LighthouseKey; label: string; unit: 'score' | 'ms'; summary: Summary | null; samples: number[] }[];
}

/** Resolves once Chromium's DevTools endpoint answers on `port`. */
async function devtoolsReady(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`Chromium opened no DevTools port within ${timeoutMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One Lighthouse run in a Chromium started for it alone (a cold cache and an empty profile). */
async function runOnce(url: string): Promise<Record<LighthouseKey, number> & { version: string }> {
  const profile = temporaryDirectory('seminar-lighthouse-');
  const port = await freePort();
  const chromium = spawn(
    chromiumPath,
    [...chromiumArgs, `--remote-debugging-port=${port}`, `--user-data-dir=${profile.dir}`, 'about:blank'],
    // A process group of its own, so that its renderer and helper processes stop with it.
    { stdio: 'ignore', detached: true },
  );
  const killAll = () => {
    try {
      if (chromium.pid) process.kill(-chromium.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const cancelKill = atExit(killAll);
  try {
    await devtoolsReady(port, 30_000);
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result.');
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      version: lhr.lighthouseVersion,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'first-contentful-paint': value('first-contentful-paint'),
      'largest-contentful-paint': value('largest-contentful-paint'),
      'total-blocking-time': value('total-blocking-time'),
    };
  } finally {
    const exited = new Promise((resolve) =>
      chromium.exitCode !== null || chromium.signalCode !== null ? resolve(null) : chromium.once('exit', resolve),
    );
    killAll();
    await exited;
    cancelKill();
    profile.remove();
  }
}

/** `runs` Lighthouse runs of `url`, one after another, and their medians. */
export async function measureLighthouse(
  url: string,
  runs: number,
  progress: (line: string) => void,
): Promise<LighthouseResult> {
  const samples: Record<LighthouseKey, number[]> = Object.fromEntries(
    lighthouseFigures.map((figure) => [figure.key, []]),
  ) as never;
  let version = '';
  for (let run = 1; run <= runs; run++) {
    progress(`Lighthouse run ${run}/${runs}`);
    const figures = await runOnce(url);
    version = figures.version;
    for (const figure of lighthouseFigures) samples[figure.key].push(figures[figure.key]);
  }
  return {
    version,
    runs,
    figures: lighthouseFigures.map((figure) => ({
      ...figure,
      summary: summarize(samples[figure.key]),
      samples: samples[figure.key],
    })),
  };
}
