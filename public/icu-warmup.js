/*
 * Sets up the browser's ICU (the data behind Intl) on another thread before the page's scripts need it. The first use
 * of Intl in a page loads that data and lists its locales: 40-115 ms on the main thread of a 2-CPU desktop, several
 * times that on a phone, inside React's first render (react-intl's createIntl, the event's dates). Chromium shares
 * ICU between the threads of a page, so after a worker has used it the main thread's first Intl call takes under
 * 3 ms (docs/benchmarks.md). index.html loads this file with `async`; it then runs itself again as that worker.
 * Plain script, no module: it must start before the page's module graph has loaded. Nothing depends on it: a
 * browser without workers, or a worker that fails, only leaves the set-up to the main thread as before.
 */
(function () {
  'use strict';
  if (typeof document === 'undefined') {
    // In the worker: the same calls the form makes first, then nothing more to do.
    var locales = ['en', 'zh-Hant', 'zh-Hans'];
    Intl.NumberFormat.supportedLocalesOf(locales);
    Intl.DateTimeFormat.supportedLocalesOf(locales);
    new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric' }).format(0);
    new Intl.NumberFormat('en').format(1.5);
    self.close();
    return;
  }
  try {
    var script = document.currentScript;
    if (script && typeof Worker === 'function') new Worker(script.src);
  } catch (error) {
    // Only a head start: the page works the same without it.
  }
})();
