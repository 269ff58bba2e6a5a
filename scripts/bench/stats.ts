/** Median, minimum and maximum of a set of samples. */

export interface Summary {
  median: number;
  min: number;
  max: number;
  /** How many samples there were. */
  count: number;
}

/** The middle value, or the mean of the two middle values when there is an even number of them; NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  return sorted.length % 2 === 1 ? upper : (sorted[middle - 1] + upper) / 2;
}

/** The summary of the finite samples, or null when there is none (a figure the browser never reported). */
export function summarize(samples: readonly number[]): Summary | null {
  const finite = samples.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return null;
  return { median: median(finite), min: Math.min(...finite), max: Math.max(...finite), count: finite.length };
}
