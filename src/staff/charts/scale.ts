/** The numbers behind the console's charts: a count axis with round steps, and where a value lands on it. */

/** The axis of counts from 0: round steps (1, 2 or 5 times a power of ten, never below 1) up to at least `max`. */
export function countTicks(max: number, wanted = 4): number[] {
  if (max <= 0) return [0, 1];
  const rough = Math.max(1, max / wanted);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step; tick += step) ticks.push(tick);
  return ticks;
}

/** A value of [0, domainMax] placed on [0, length]; 0 for an empty domain rather than a division by zero. */
export function scaled(value: number, domainMax: number, length: number): number {
  return domainMax <= 0 ? 0 : (value / domainMax) * length;
}

/** The x of each of `count` points spread over [0, width], both ends included; one point spans the width. */
export function spread(count: number, width: number): number[] {
  if (count <= 1) return count === 1 ? [0] : [];
  return Array.from({ length: count }, (_value, index) => (index / (count - 1)) * width);
}
