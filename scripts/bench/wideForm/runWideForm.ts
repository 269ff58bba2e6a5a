/**
 * The keystroke benchmark of `npm run bench` (issue 28, point 6): builds the engine's and plain RJSF's pages of the
 * generated 300-field form, serves them, and types into both at each CPU slowdown, alternating pages and slowdowns so
 * the machine's drift spreads over all of them. What the figures mean: docs/benchmarks.md.
 */
import type { Browser } from 'playwright-core';

import { temporaryDirectory } from '../../support/temporaryDirectory';
import { serveReactOnlyPage } from '../reactOnlyPage';
import { measureWideFormRun, wideFields, type WidePage, widePages, type WideRunSamples } from './measureWideForm';
import { buildWideFormPages } from './wideFormPages';
import { type WideFormResult, wideFormRows } from './wideFormReport';
import { wideForm } from './wideFormSchema';

export interface WideFormSettings {
  /** Page loads per page and CPU slowdown. */
  runs: number;
  cpuSlowdowns: readonly number[];
  progress: (line: string) => void;
  /** Where the caller keeps what must be undone at the end, whatever happens. */
  cleanups: (() => unknown)[];
}

export async function measureWideForm(browser: Browser, settings: WideFormSettings): Promise<WideFormResult> {
  const { runs, cpuSlowdowns, progress, cleanups } = settings;
  progress('building the 300-field pages (engine and plain RJSF)');
  const pagesDir = temporaryDirectory('seminar-bench-wide-form-');
  cleanups.push(() => pagesDir.remove());
  await buildWideFormPages(pagesDir.dir);
  const server = await serveReactOnlyPage(pagesDir.dir, pagesDir.dir);
  cleanups.push(() => server.stop());
  const urlOf = (page: WidePage) => `${server.url}${page}/index.html`;

  // One run of each page that is not counted, so the first counted one does not pay for Chromium's first requests.
  progress('300-field form: warm-up runs');
  for (const page of widePages) await measureWideFormRun(browser, page, urlOf(page), 1);

  const measured: { page: WidePage; cpuSlowdown: number; samples: WideRunSamples }[] = [];
  for (let run = 1; run <= runs; run++) {
    for (const cpuSlowdown of cpuSlowdowns) {
      for (const page of widePages) {
        progress(`300-field form: run ${run}/${runs}, ${page} at ${cpuSlowdown}x CPU slowdown`);
        measured.push({
          page,
          cpuSlowdown,
          samples: await measureWideFormRun(browser, page, urlOf(page), cpuSlowdown),
        });
      }
    }
  }
  return {
    fields: Object.keys(wideForm.schema.properties).length,
    conditions: wideForm.schema.allOf.length,
    runs,
    cpuSlowdowns: [...cpuSlowdowns],
    rows: wideFormRows(measured, widePages, wideFields, cpuSlowdowns),
  };
}
