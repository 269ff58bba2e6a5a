/*
 * Loads the page's scripts once the browser has painted the form the HTML holds, banner included. The pages the
 * build renders the form into (form.<language>.html, scripts/vitePluginPrerender.ts) name their modules in this
 * element's data-modules, the entry first, instead of loading them from the head: on a phone's slow connection the
 * banner, the page's largest picture, then arrives alone instead of sharing the line with 120 KiB of scripts, and
 * appears about a second sooner (docs/benchmarks.md). The form can be typed into meanwhile; React keeps what was
 * typed when it takes the page over (src/prerender/replayEarlyEdits.ts).
 * The wait is the one src/prerender/afterFirstPaint.ts describes: the banner decoded (or failed), a second at most,
 * then one frame; a hidden tab, which paints nothing, starts at once. Plain script: it runs before any module.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var modules = ((script && script.getAttribute('data-modules')) || '').split(' ').filter(Boolean);
  if (modules.length === 0) return;
  var started = false;

  function load() {
    if (started) return;
    started = true;
    for (var i = 1; i < modules.length; i++) {
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = '';
      preload.href = modules[i];
      document.head.appendChild(preload);
    }
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = modules[0];
    document.head.appendChild(entry);
  }

  function afterNextFrame() {
    if (started) return;
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }

  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    load();
    return;
  }
  var banner = document.querySelector('img[fetchpriority="high"]');
  if (!banner || typeof banner.decode !== 'function') {
    afterNextFrame();
    return;
  }
  banner.decode().then(afterNextFrame, afterNextFrame);
  setTimeout(afterNextFrame, 1000);
})();
