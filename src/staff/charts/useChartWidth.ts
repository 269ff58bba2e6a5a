import { type RefObject, useLayoutEffect, useState } from 'react';

/** The width a chart is drawn at before its box is measured (and where nothing measures, as in tests). */
export const defaultChartWidth = 560;

/**
 * The width in pixels of the box a chart fills, followed as it changes: a chart is drawn at its real size, so its
 * texts keep their size on a phone instead of shrinking with a scaled picture.
 */
export function useChartWidth(box: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(defaultChartWidth);
  // Measured before the first paint, so a phone never sees the chart at the default width.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return width;
}
