/**
 * One run of the keystroke benchmark on one of its pages (engine or plain RJSF) at one CPU slowdown: the page loaded in
 * a fresh browser context, a word typed into the middle text field one key at a time, then, on the page loaded again,
 * a word typed into the text field whose first character shows another field. Each key is timed from its keydown to
 * the end of the first frame that paints the character (shownText.ts), and as the site's own keystroke figure is
 * (measurePage.ts, interaction.ts): to the end of the first frame after the last React commit it set off.
 */
import type { Browser, Page } from 'playwright-core';

import { quietMs, settle, timeInteraction } from '../measurePage';
import { installProbe, nameHelperScript } from '../pageProbe';
import { installShownText, shownTextAt, watchShownText } from './shownText';
import { wideForm } from './wideFormSchema';

export type WidePage = 'engine' | 'plain';
/** The middle text field, or the text field that drives a condition. */
export type WideField = 'middle' | 'driver';
export const widePages: readonly WidePage[] = ['engine', 'plain'];
export const wideFields: readonly WideField[] = ['middle', 'driver'];

/**
 * Per keystroke: keydown → end of the first frame that paints the character, keydown → end of the first frame after the
 * last React commit, and keydown → end of the last React commit.
 */
export interface KeystrokeSamples {
  shown: number[];
  frame: number[];
  commit: number[];
}

export type WideRunSamples = Record<WideField, KeystrokeSamples>;

/** Typed into each field, one sample per key. */
export const typedText: Record<WideField, string> = { middle: 'Vandermeer', driver: 'Acmecorp' };

const viewport = { width: 1280, height: 800 };
/** How long no React commit may come before the page counts as ready: the engine's lists and validator arrive late. */
const loadQuietMs = 500;
const stepTimeoutMs = 60_000;

/** Notes the time of React's last commit in `window.__lastCommit`, around the probe's stand-in of the DevTools hook. */
function noteLastCommit(): void {
  const win = window as unknown as {
    __lastCommit: number;
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: { onCommitFiberRoot: (...args: unknown[]) => unknown };
  };
  win.__lastCommit = 0;
  const hook = win.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  if (!hook) return;
  const original = hook.onCommitFiberRoot.bind(hook);
  hook.onCommitFiberRoot = (...args: unknown[]) => {
    win.__lastCommit = performance.now();
    return original(...args);
  };
}

/** Loads (or reloads) the page and waits until it has rendered and nothing has been committed for a while. */
async function load(page: Page, url: string, again: boolean): Promise<void> {
  if (again) await page.reload({ waitUntil: 'networkidle' });
  else await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector(`#root_${wideForm.middleField}`);
  await page.waitForFunction(
    (quiet) => {
      const last = (window as unknown as { __lastCommit: number }).__lastCommit;
      return last > 0 && performance.now() - last >= quiet;
    },
    loadQuietMs,
    { polling: 50, timeout: stepTimeoutMs },
  );
  await settle(page);
}

async function typeInto(page: Page, field: string, text: string, samples: KeystrokeSamples): Promise<void> {
  const selector = `#root_${field}`;
  await page.focus(selector);
  for (let index = 0; index < text.length; index++) {
    const key = text[index];
    const what = `Typing '${key}' in ${field}`;
    const typed = await timeInteraction(page, what, 'keydown', { kind: 'commit' }, quietMs.keystroke, async () => {
      await watchShownText(page, selector, text.slice(0, index + 1));
      await page.keyboard.press(key);
    });
    if (typed.lastCommit === null) throw new Error(`${what}: React reported no commit.`);
    samples.shown.push((await shownTextAt(page)) - typed.start);
    samples.commit.push(typed.lastCommit - typed.start);
    samples.frame.push(typed.framed - typed.start);
  }
  const value = await page.inputValue(`#root_${field}`);
  if (value !== text) throw new Error(`${field} holds '${value}' after typing '${text}'.`);
}

/** Measures one run of `which` at `url` (the page's own URL) and `cpuSlowdown`. */
export async function measureWideFormRun(
  browser: Browser,
  which: WidePage,
  url: string,
  cpuSlowdown: number,
): Promise<WideRunSamples> {
  const context = await browser.newContext({ viewport });
  try {
    await context.addInitScript({ content: nameHelperScript });
    await context.addInitScript(installProbe);
    await context.addInitScript(noteLastCommit);
    await context.addInitScript(installShownText);
    const page = await context.newPage();
    page.setDefaultTimeout(stepTimeoutMs);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const devtools = await context.newCDPSession(page);
    const throttle = () => devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const samples: WideRunSamples = {
      middle: { shown: [], frame: [], commit: [] },
      driver: { shown: [], frame: [], commit: [] },
    };

    await throttle();
    await load(page, url, false);
    await typeInto(page, wideForm.middleField, typedText.middle, samples.middle);

    // A fresh form for the second field, so the first one's blur (which validates) is not part of it.
    await load(page, url, true);
    await throttle();
    const shown = page.locator(`#root_${wideForm.conditionalField}`);
    // The engine hides the field until its condition holds; plain RJSF shows it always and only marks it required.
    if (which === 'engine' && (await shown.isVisible()))
      throw new Error('The conditional field shows before its condition holds.');
    await typeInto(page, wideForm.conditionDriver, typedText.driver, samples.driver);
    if (!(await shown.isVisible()))
      throw new Error(`${wideForm.conditionalField} is not shown once its condition holds.`);

    if (pageErrors.length > 0) throw new Error(`The ${which} page threw:\n${pageErrors.join('\n')}`);
    return samples;
  } finally {
    await context.close();
  }
}
