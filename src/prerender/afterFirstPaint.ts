/** The longest the page's code waits for the banner: on a slow network the form must not wait for a picture. */
const bannerWaitMs = 1000;

/**
 * Runs `start` once the browser has painted what the HTML holds, banner included, so that work never delays the
 * first paint or the page's largest picture: on '/' the whole form is in the HTML (the build renders it), and it can
 * be typed into before React takes it over (src/prerender/replayEarlyEdits.ts). The page's image marked
 * `fetchpriority="high"` (the banner) is waited for until it is decoded, failed, or for a second at most; then one
 * frame: a task posted from a frame's requestAnimationFrame callback runs after that frame. A hidden tab paints no
 * frames: it starts at once.
 */
export function afterFirstPaint(start: () => void): void {
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    start();
    return;
  }
  let started = false;
  const afterNextFrame = () => {
    if (started) return;
    started = true;
    requestAnimationFrame(() => {
      setTimeout(start, 0);
    });
  };
  const banner = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!banner || typeof banner.decode !== 'function') {
    afterNextFrame();
    return;
  }
  banner.decode().then(afterNextFrame, afterNextFrame);
  setTimeout(afterNextFrame, bannerWaitMs);
}
