/**
 * When a typed character is on screen: from the next keydown, each frame's requestAnimationFrame callback (before the
 * frame's style, layout and paint) checks whether the field holds the text expected; the first frame in which it does
 * paints the character, and a task posted from that callback marks the end of the frame, as the probe marks every
 * frame (pageProbe.ts). A field can show a character before the form has taken it (its widget's own state), so this
 * is the keystroke's next frame even when the form's work on it commits later.
 */
import type { Page } from 'playwright-core';

interface ShownWatch {
  /** From the next keydown on, watches `selector` for `expected`. */
  arm(selector: string, expected: string): void;
  /** The end of the first frame that painted `expected`, or null while none has. */
  shownAt(): number | null;
}

interface WatchWindow {
  __shownText?: ShownWatch;
}

/** Installs `window.__shownText`; runs in the page before any of its scripts, and uses nothing from outside itself. */
export function installShownText(): void {
  let shown: number | null = null;
  let armed = 0;
  (window as unknown as WatchWindow).__shownText = {
    arm(selector, expected) {
      shown = null;
      const round = ++armed;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        if (round === armed) shown = performance.now();
        channel.port1.close();
      };
      const check = () =>
        requestAnimationFrame(() => {
          if (round !== armed) return;
          const field = document.querySelector<HTMLInputElement>(selector);
          if (field?.value === expected) channel.port2.postMessage(null);
          else check();
        });
      window.addEventListener('keydown', check, { capture: true, once: true });
    },
    shownAt: () => shown,
  };
}

/** Arms the watch for the keystroke about to be pressed. */
export function watchShownText(page: Page, selector: string, expected: string): Promise<void> {
  return page.evaluate(
    ({ selector, expected }) => (window as unknown as WatchWindow).__shownText?.arm(selector, expected),
    { selector, expected },
  );
}

/** The end of the frame that painted the text, once it has been painted. */
export async function shownTextAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => (window as unknown as WatchWindow).__shownText?.shownAt() ?? null,
    null,
    {
      polling: 25,
    },
  );
  return (await handle.jsonValue()) as number;
}
