/**
 * Runs `start` once the browser has painted what the HTML holds, so that work never delays the first paint: on '/'
 * the whole form is in the HTML (the build renders it), and React's hydration can wait one frame for it. A task posted
 * from a frame's requestAnimationFrame callback runs after that frame. A hidden tab paints no frames: it starts at once.
 */
export function afterFirstPaint(start: () => void): void {
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    start();
    return;
  }
  requestAnimationFrame(() => {
    setTimeout(start, 0);
  });
}
