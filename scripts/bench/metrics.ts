/** The figures the benchmark reports, in the order of the timing table. */
export const metrics = [
  { key: 'firstInput', label: 'Navigation → first input in the DOM', unit: 'ms' },
  { key: 'firstContentfulPaint', label: 'First contentful paint', unit: 'ms' },
  { key: 'layoutShift', label: 'Cumulative layout shift (load + 2 s)', unit: 'score' },
  { key: 'keystrokeCommit', label: 'Keystroke in Family Name: keydown → React commit', unit: 'ms' },
  { key: 'keystrokeFrame', label: 'Keystroke in Family Name: keydown → next frame', unit: 'ms' },
  { key: 'diallingFilter', label: 'Dialling code filter, 1 character: keydown → list painted', unit: 'ms' },
  { key: 'emptySubmit', label: 'First empty submit: click → first error painted', unit: 'ms' },
] as const;

export type Metric = (typeof metrics)[number];
export type MetricKey = Metric['key'];
export type Unit = Metric['unit'];

/** The samples of one run or many: one per page load for most metrics, one per keystroke for the keystroke ones. */
export type Samples = Record<MetricKey, number[]>;

/** Samples with no values yet. */
export function emptySamples(): Samples {
  return Object.fromEntries(metrics.map((metric) => [metric.key, []])) as unknown as Samples;
}

/** All of `runs`' samples, metric by metric, in run order. */
export function poolSamples(runs: readonly Samples[]): Samples {
  const pooled = emptySamples();
  for (const run of runs) for (const metric of metrics) pooled[metric.key].push(...run[metric.key]);
  return pooled;
}
