/**
 * What the benchmark injects into every page before the site's own scripts run: observers for the load figures, a
 * stand-in for React's DevTools hook that notes when each commit ends, and a recorder for one interaction at a time.
 * `installProbe` is serialised by playwright and runs in the browser, so it must not use anything from outside itself.
 */
import type { Change, Frame, InteractionRecord, Trigger } from './interaction';

/** The load figures of one page, in ms since navigation start (CLS has no unit). */
export interface LoadFigures {
  /** When `input, select` first matched, seen by a MutationObserver; null if it never did. */
  firstInput: number | null;
  /** The 'first-contentful-paint' entry's startTime; null if none was reported. */
  firstContentfulPaint: number | null;
  /** Sum of the layout-shift values without recent input, of the shifts that started up to `until`. */
  layoutShift: number;
  /** The end of the window the layout shifts were counted in. */
  until: number;
}

/** The probe's surface, as `window.__benchProbe`. */
export interface Probe {
  /** The load figures, counting layout shifts that started up to `until` ms after navigation start. */
  load(until: number): LoadFigures;
  /** Starts recording a new interaction; the next `trigger` event on the window starts it. */
  arm(trigger: Trigger, change: Change): void;
  /** What the armed interaction recorded so far, or null. */
  record(): InteractionRecord | null;
  /** Stops recording the armed interaction's frames and changes. */
  disarm(): void;
}

/** The window as the probe sees it. */
export interface ProbeWindow {
  __benchProbe?: Probe;
  __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown;
}

/**
 * Playwright serialises functions with `toString()`, and tsx compiles them with esbuild's keepNames, which wraps named
 * functions in a `__name(fn, 'name')` helper that the page does not have. This gives the page one that does nothing.
 */
export const nameHelperScript = 'globalThis.__name = globalThis.__name || ((fn) => fn);';

/** Installs `window.__benchProbe`; runs in the page before any of its scripts. */
export function installProbe(): void {
  const win = window as unknown as ProbeWindow;
  const commitEnds: number[] = [];
  // React (production builds too) calls onCommitFiberRoot at the end of every commit, once the DOM was changed and the
  // layout effects ran, if a DevTools hook exists when react-dom loads. This stand-in only notes the time.
  win.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: () => {
      commitEnds.push(performance.now());
    },
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    checkDCE: () => undefined,
  };

  let firstInput: number | null = null;
  const inputWatch = new MutationObserver(() => {
    if (firstInput === null && document.querySelector('input, select')) {
      firstInput = performance.now();
      inputWatch.disconnect();
    }
  });
  inputWatch.observe(document, { childList: true, subtree: true });

  let firstContentfulPaint: number | null = null;
  const readPaints = (entries: PerformanceEntryList) => {
    for (const entry of entries) if (entry.name === 'first-contentful-paint') firstContentfulPaint = entry.startTime;
  };
  const paintWatch = new PerformanceObserver((list) => readPaints(list.getEntries()));
  paintWatch.observe({ type: 'paint', buffered: true });

  const shifts: { start: number; value: number }[] = [];
  const readShifts = (entries: PerformanceEntryList) => {
    for (const entry of entries) {
      // LayoutShift is not in TypeScript's DOM library.
      const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
      if (!shift.hadRecentInput) shifts.push({ start: shift.startTime, value: shift.value });
    }
  };
  const shiftWatch = new PerformanceObserver((list) => readShifts(list.getEntries()));
  shiftWatch.observe({ type: 'layout-shift', buffered: true });

  interface Recording {
    start: number | null;
    changes: number[];
    frames: Frame[];
  }
  let current: { recording: Recording; change: Change; stop: () => void } | null = null;

  win.__benchProbe = {
    load(until) {
      readPaints(paintWatch.takeRecords());
      readShifts(shiftWatch.takeRecords());
      return {
        firstInput,
        firstContentfulPaint,
        layoutShift: shifts.filter((shift) => shift.start <= until).reduce((sum, shift) => sum + shift.value, 0),
        until,
      };
    },

    arm(trigger, change) {
      current?.stop();
      const recording: Recording = { start: null, changes: [], frames: [] };
      let stopped = false;
      let watch: MutationObserver | null = null;
      const target = change.kind === 'mutation' ? document.querySelector(change.selector) : document.body;
      if (change.kind !== 'commit' && !target) {
        throw new Error(`The page has nothing to watch at ${change.kind === 'mutation' ? change.selector : 'body'}.`);
      }

      // Every frame while recording: the rAF callback runs before the frame's style, layout and paint; a task posted
      // from it runs once the main thread has finished that frame.
      const channel = new MessageChannel();
      const nextFrame = () =>
        requestAnimationFrame(() => {
          channel.port2.postMessage(performance.now());
        });
      channel.port1.onmessage = (event: MessageEvent<number>) => {
        if (stopped) return;
        recording.frames.push({ raf: event.data, end: performance.now() });
        nextFrame();
      };

      const begin = () => {
        if (stopped || recording.start !== null) return;
        recording.start = performance.now();
        nextFrame();
        if (change.kind === 'commit' || !target) return;
        watch = new MutationObserver(() => {
          if (change.kind === 'appears' && !document.querySelector(change.selector)) return;
          recording.changes.push(performance.now());
          if (change.kind === 'appears') watch?.disconnect();
        });
        watch.observe(target, { childList: true, subtree: true, attributes: true, characterData: true });
      };
      window.addEventListener(trigger, begin, { capture: true, once: true });

      const stop = () => {
        stopped = true;
        window.removeEventListener(trigger, begin, { capture: true });
        watch?.disconnect();
        channel.port1.close();
      };
      current = { recording, change, stop };
    },

    record() {
      if (!current) return null;
      const { recording, change } = current;
      const start = recording.start;
      const commits = start === null ? [] : commitEnds.filter((end) => end >= start);
      return {
        start,
        changes: change.kind === 'commit' ? commits : [...recording.changes],
        commits,
        frames: [...recording.frames],
        now: performance.now(),
      };
    },

    disarm() {
      current?.stop();
      current = null;
    },
  };
}
