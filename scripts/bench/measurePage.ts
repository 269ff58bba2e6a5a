/** One benchmark run: '/' loaded cold in a fresh browser context at one CPU slowdown, then the timed interactions. */
import type { Browser, Page } from 'playwright-core';

import {
  type Change,
  type InteractionRecord,
  type InteractionTimes,
  interactionTimes,
  type Trigger,
} from './interaction';
import { emptySamples, type Samples } from './metrics';
import { installProbe, type LoadFigures, nameHelperScript, type ProbeWindow } from './pageProbe';

export interface RunSettings {
  /** The site's '/' URL. */
  url: string;
  /** Chromium's CPU throttling rate: 1 is the machine's speed, 4 is four times slower. */
  cpuSlowdown: number;
}

const viewport = { width: 1280, height: 800 };
/** How long after the load event layout shifts are counted. */
export const layoutShiftWindowMs = 2000;
/** Typed into Family Name one key at a time: each key is one keystroke sample. */
export const familyNameText = 'Vandermeer';
/** Typed into the empty dialling code combobox; it matches most countries, so the list is long. */
export const diallingFilterKey = 'a';
/**
 * How long, on the page's clock, nothing must change before an interaction counts as over. The dialling list renders
 * twice (downshift reports the typed text from an effect), the second time in a later task: this waits for it.
 */
export const quietMs = { keystroke: 100, diallingFilter: 300, emptySubmit: 0 };
const pollMs = 25;
const stepTimeoutMs = 30_000;

/** Resolves after two frames, so work started by the previous step has been rendered. */
export function settle(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

async function loadFigures(page: Page): Promise<LoadFigures> {
  await page.waitForFunction(
    (windowMs) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return (
        navigation !== undefined &&
        navigation.loadEventEnd > 0 &&
        performance.now() >= navigation.loadEventEnd + windowMs
      );
    },
    layoutShiftWindowMs,
    { polling: 100, timeout: stepTimeoutMs },
  );
  return page.evaluate((windowMs) => {
    const probe = (window as unknown as ProbeWindow).__benchProbe;
    if (!probe) throw new Error('The benchmark probe is missing from the page.');
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return probe.load(navigation.loadEventEnd + windowMs);
  }, layoutShiftWindowMs);
}

function readRecord(page: Page): Promise<InteractionRecord | null> {
  return page.evaluate(() => (window as unknown as ProbeWindow).__benchProbe?.record() ?? null);
}

/** Arms the probe, does `act`, and answers the interaction's figures once it settled (see interaction.ts). */
export async function timeInteraction(
  page: Page,
  what: string,
  trigger: Trigger,
  change: Change,
  quiet: number,
  act: () => Promise<void>,
): Promise<InteractionTimes> {
  await settle(page);
  await page.evaluate(
    ({ trigger, change }) => {
      const probe = (window as unknown as ProbeWindow).__benchProbe;
      if (!probe) throw new Error('The benchmark probe is missing from the page.');
      probe.arm(trigger, change);
    },
    { trigger, change },
  );
  try {
    await act();
    const deadline = Date.now() + stepTimeoutMs;
    for (;;) {
      const record = await readRecord(page);
      const times = record && interactionTimes(record, quiet);
      if (times) return times;
      if (Date.now() > deadline) {
        throw new Error(
          `${what}: no settled change within ${stepTimeoutMs / 1000} s; the page recorded ${JSON.stringify(record)}`,
        );
      }
      await page.waitForTimeout(pollMs);
    }
  } finally {
    await page.evaluate(() => (window as unknown as ProbeWindow).__benchProbe?.disarm());
  }
}

async function measureKeystrokes(page: Page, samples: Samples): Promise<void> {
  await page.focus('#root_familyName');
  for (const key of familyNameText) {
    const what = `Typing '${key}' in Family Name`;
    const press = () => page.keyboard.press(key);
    const typed = await timeInteraction(page, what, 'keydown', { kind: 'commit' }, quietMs.keystroke, press);
    if (typed.lastCommit === null) throw new Error(`${what}: React reported no commit.`);
    samples.keystrokeCommit.push(typed.lastCommit - typed.start);
    samples.keystrokeFrame.push(typed.framed - typed.start);
  }
  const value = await page.inputValue('#root_familyName');
  if (value !== familyNameText) throw new Error(`Family Name holds '${value}' after typing '${familyNameText}'.`);
}

async function measureDiallingFilter(page: Page, samples: Samples): Promise<void> {
  await page.focus('#root_iddCode');
  const listbox = '#root_iddCode__listbox';
  const filtered = await timeInteraction(
    page,
    'Filtering the dialling codes',
    'keydown',
    { kind: 'mutation', selector: listbox },
    quietMs.diallingFilter,
    () => page.keyboard.press(diallingFilterKey),
  );
  const options = await page.locator(`${listbox} [role="option"]`).count();
  if (options === 0) throw new Error(`The dialling code list shows no option after typing '${diallingFilterKey}'.`);
  samples.diallingFilter.push(filtered.framed - filtered.start);
}

async function measureEmptySubmit(page: Page, samples: Samples): Promise<void> {
  const submitted = await timeInteraction(
    page,
    'Submitting the empty form',
    'click',
    { kind: 'appears', selector: '.field__error' },
    quietMs.emptySubmit,
    () => page.click('button[type="submit"]'),
  );
  samples.emptySubmit.push(submitted.framed - submitted.start);
}

/** Loads '/' in a fresh context (cold cache) and measures every metric once; the keystroke metrics once per key. */
export async function measureRun(browser: Browser, settings: RunSettings): Promise<Samples> {
  const context = await browser.newContext({ viewport });
  try {
    await context.addInitScript({ content: nameHelperScript });
    await context.addInitScript(installProbe);
    const page = await context.newPage();
    page.setDefaultTimeout(stepTimeoutMs);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: settings.cpuSlowdown });

    const samples = emptySamples();
    await page.goto(settings.url, { waitUntil: 'load' });
    const load = await loadFigures(page);
    samples.firstInput.push(load.firstInput ?? Number.NaN);
    samples.firstContentfulPaint.push(load.firstContentfulPaint ?? Number.NaN);
    samples.layoutShift.push(load.layoutShift);

    await measureKeystrokes(page, samples);
    await measureDiallingFilter(page, samples);

    // The empty submit needs an untouched form: load it again (from the now warm cache) and wait for the fee period,
    // whose answer could otherwise reset the form mid-measurement.
    await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/web/check-period')),
      page.reload({ waitUntil: 'load' }),
    ]);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: settings.cpuSlowdown });
    await measureEmptySubmit(page, samples);

    if (pageErrors.length > 0) throw new Error(`The page threw:\n${pageErrors.join('\n')}`);
    return samples;
  } finally {
    await context.close();
  }
}
