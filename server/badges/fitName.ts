/** How a name is set on a badge: as large as fits on one line, then wrapped, never cut. */

export interface NameMeasure {
  /** The width of the name on one line at `size` points. */
  width(size: number): number;
  /** The height of the name wrapped into `width` at `size` points. */
  height(size: number, width: number): number;
}

export interface NameFit {
  size: number;
  /** True when the name is set on several lines. */
  wraps: boolean;
}

/** The step the size shrinks by, in points. */
const step = 0.5;
/** Below `smallestPt` a name that still does not fit shrinks on, to this, rather than being cut. */
const floorPt = 5;

/**
 * Shrinks from `largestPt` to `smallestPt` while the name is one line too wide; then wraps it, from `largestPt` down
 * again, onto at most `maxLines` lines of the box; a name that fits neither way goes on shrinking, wrapped, until it
 * fits the box's height.
 */
export function fitName(
  measure: NameMeasure,
  box: { width: number; height: number },
  rules: { largestPt: number; smallestPt: number; maxLines: number },
): NameFit {
  for (let size = rules.largestPt; size >= rules.smallestPt; size -= step) {
    if (measure.width(size) <= box.width && size * 1.2 <= box.height) return { size, wraps: false };
  }
  for (let size = rules.largestPt; size >= rules.smallestPt; size -= step) {
    const height = measure.height(size, box.width);
    if (height <= Math.min(box.height, size * 1.25 * rules.maxLines)) return { size, wraps: true };
  }
  let size = rules.smallestPt;
  while (size > floorPt && measure.height(size, box.width) > box.height) size -= step;
  return { size, wraps: true };
}
