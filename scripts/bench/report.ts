/** The benchmark's result as Markdown tables that can be pasted into a note. */
import { type ChunkSize, type Sizes, totalOf } from './bundleSizes';
import type { LighthouseResult } from './lighthouse';
import type { MetricKey, Unit } from './metrics';
import type { Summary } from './stats';
import { wideFormReport, type WideFormResult } from './wideForm/wideFormReport';

/** One metric at one CPU slowdown. */
export interface RateFigures {
  cpuSlowdown: number;
  /** Null when the browser reported no value in any run. */
  summary: Summary | null;
  samples: number[];
}

/** One row of the timing table. */
export interface TimingRow {
  key: MetricKey;
  label: string;
  unit: Unit;
  byRate: RateFigures[];
}

/** Everything `npm run bench` found, as written to test-results/bench.json. */
export interface BenchResult {
  date: string;
  commit: string;
  chromium: string;
  /** The machine's CPUs and its one-minute load average when the runs began: others' work on it shows as noise. */
  machine: { cpus: number; loadAverage: number };
  /** Runs per CPU slowdown, each in a fresh browser context. */
  runs: number;
  cpuSlowdowns: number[];
  timings: TimingRow[];
  chunks: ChunkSize[];
  /** What '/' loads before a person can type. */
  initialTotal: Sizes;
  allTotal: Sizes;
  /** Lighthouse's figures for '/', absent with --lighthouse 0. */
  lighthouse?: LighthouseResult;
  /** The same for the plain React baseline of the form (scripts/bench/reactOnly/), measured in the same run. */
  lighthouseBaseline?: LighthouseResult;
  /** The 300-field form's keystrokes, engine beside plain RJSF; absent with --wide-form 0. */
  wideForm?: WideFormResult;
}

/** A figure in its unit: ms with one decimal, a layout-shift score with three; '–' when there is none. */
export function formatValue(value: number | undefined, unit: Unit): string {
  if (value === undefined || !Number.isFinite(value)) return '–';
  return unit === 'ms' ? value.toFixed(1) : value.toFixed(3);
}

/** Bytes in kB of 1,000 bytes with two decimals, as Vite prints them. */
export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(2)} kB`;
}

function tableRow(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function bold(text: string): string {
  return `**${text}**`;
}

function slowdownName(cpuSlowdown: number): string {
  return `${cpuSlowdown}x`;
}

function sampleCount(row: TimingRow): number {
  return Math.max(0, ...row.byRate.map((figures) => figures.samples.length));
}

/** Rows = metrics; for each CPU slowdown, median, min and max columns. Rows with other than `runs` samples get a '†'. */
export function timingTable(rows: readonly TimingRow[], cpuSlowdowns: readonly number[], runs?: number): string {
  const columns = cpuSlowdowns.flatMap((rate) =>
    ['median', 'min', 'max'].map((what) => `${slowdownName(rate)} ${what}`),
  );
  const header = ['Metric', ...columns];
  const lines = [tableRow(header), tableRow(['---', ...header.slice(1).map(() => '---:')])];
  for (const row of rows) {
    const mark = runs !== undefined && sampleCount(row) !== runs ? ' †' : '';
    const label = `${row.label}${row.unit === 'ms' ? ' (ms)' : ''}${mark}`;
    const cells = cpuSlowdowns.flatMap((rate) => {
      const summary = row.byRate.find((figures) => figures.cpuSlowdown === rate)?.summary ?? null;
      return [summary?.median, summary?.min, summary?.max].map((value) => formatValue(value, row.unit));
    });
    lines.push(tableRow([label, ...cells]));
  }
  return lines.join('\n');
}

/** One row per chunk (those '/' loads first on top), then the total of those and the total of all. */
export function sizeTable(chunks: readonly ChunkSize[]): string {
  const sizes = (figures: Sizes) => [formatKb(figures.raw), formatKb(figures.gzip), formatKb(figures.brotli)];
  const lines = [
    tableRow(['Chunk', "Loaded by '/' before typing", 'Raw', 'gzip', 'brotli']),
    tableRow(['---', '---', '---:', '---:', '---:']),
    ...chunks.map((chunk) => tableRow([`\`${chunk.file}\``, chunk.initial ? 'yes' : 'no (lazy)', ...sizes(chunk)])),
    tableRow([
      "**Total loaded by '/' before typing**",
      '',
      ...sizes(totalOf(chunks.filter((chunk) => chunk.initial))).map(bold),
    ]),
    tableRow(['Total, all chunks', '', ...sizes(totalOf(chunks))]),
  ];
  return lines.join('\n');
}

/** How many samples each cell stands on, e.g. '5 runs per CPU slowdown, ...; † 50 samples per cell, several per run'. */
export function sampleNote(result: Pick<BenchResult, 'runs' | 'timings'>): string {
  const others = [...new Set(result.timings.map(sampleCount).filter((count) => count !== result.runs))];
  const note = `${result.runs} run${result.runs === 1 ? '' : 's'} per CPU slowdown, each in a fresh browser context`;
  if (others.length === 0) return note;
  return `${note}; † ${others.join(' or ')} samples per cell, several per run, pooled`;
}

/** Lighthouse's scores (0-100) and simulated mobile timings: median, min and max of the runs. */
export function lighthouseTable(result: LighthouseResult): string {
  const lines = [tableRow(['Lighthouse figure', 'median', 'min', 'max']), tableRow(['---', '---:', '---:', '---:'])];
  for (const figure of result.figures) {
    const format = (value: number | undefined) =>
      value === undefined ? '–' : figure.unit === 'ms' ? value.toFixed(0) : String(Math.round(value));
    const label = `${figure.label}${figure.unit === 'ms' ? ' (ms)' : ''}`;
    lines.push(
      tableRow([label, format(figure.summary?.median), format(figure.summary?.min), format(figure.summary?.max)]),
    );
  }
  return lines.join('\n');
}

/** The figures the issue compares, ours beside the plain React page's, with ours as a multiple of its. */
const comparedFigures = [
  'performance',
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
] as const;

/** Our medians beside the baseline's, and the ratio (ours / baseline; for the score too, below 1 is worse there). */
export function lighthouseComparisonTable(ours: LighthouseResult, baseline: LighthouseResult): string {
  const lines = [
    tableRow(['Lighthouse median', 'this site', 'plain React', 'ratio']),
    tableRow(['---', '---:', '---:', '---:']),
  ];
  for (const key of comparedFigures) {
    const mine = ours.figures.find((figure) => figure.key === key);
    const theirs = baseline.figures.find((figure) => figure.key === key);
    if (!mine) continue;
    const [a, b] = [mine.summary?.median, theirs?.summary?.median];
    const format = (value: number | undefined) =>
      value === undefined ? '–' : mine.unit === 'ms' ? value.toFixed(0) : String(Math.round(value));
    const ratio = a !== undefined && b !== undefined && b > 0 ? `${(a / b).toFixed(2)}x` : '–';
    lines.push(tableRow([`${mine.label}${mine.unit === 'ms' ? ' (ms)' : ''}`, format(a), format(b), ratio]));
  }
  return lines.join('\n');
}

/** The whole report: a heading line, the timing table, the size table, Lighthouse's tables and the 300-field form's. */
export function markdownReport(result: BenchResult): string {
  return [
    `Benchmark of '/' — ${result.date}, commit ${result.commit}, Chromium ${result.chromium}, ` +
      `${result.machine.cpus} CPUs with a load average of ${result.machine.loadAverage.toFixed(1)} at the start.`,
    '',
    `Timings (${sampleNote(result)}):`,
    '',
    timingTable(result.timings, result.cpuSlowdowns, result.runs),
    '',
    'Bundle (JS and CSS chunks of assets/; gzip level 9, brotli quality 11):',
    '',
    sizeTable(result.chunks),
    ...(result.lighthouse
      ? [
          '',
          `Lighthouse ${result.lighthouse.version}, mobile preset (simulated slow 4G and a 4x slower CPU), ${result.lighthouse.runs} runs:`,
          '',
          lighthouseTable(result.lighthouse),
        ]
      : []),
    ...(result.lighthouse && result.lighthouseBaseline
      ? [
          '',
          'Beside the plain React page of the same form (scripts/bench/reactOnly/, docs/benchmarks.md), same run:',
          '',
          lighthouseComparisonTable(result.lighthouse, result.lighthouseBaseline),
        ]
      : []),
    ...(result.wideForm ? ['', wideFormReport(result.wideForm)] : []),
  ].join('\n');
}
