/** The keystroke benchmark's figures (p50, p95, max per page, field and CPU slowdown) and its Markdown tables. */
import type { WideField, WidePage, WideRunSamples } from './measureWideForm';

export interface KeystrokeSummary {
  p50: number;
  p95: number;
  max: number;
  /** How many keystrokes the figures stand on. */
  count: number;
}

/** The nearest-rank percentile (the smallest sample with at least `p` % of the samples at or below it); NaN if none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

/** The summary of the finite samples, or null when there is none. */
export function keystrokeSummary(samples: readonly number[]): KeystrokeSummary | null {
  const finite = samples.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return null;
  return { p50: percentile(finite, 50), p95: percentile(finite, 95), max: Math.max(...finite), count: finite.length };
}

/**
 * What is timed per keystroke: until the first frame that paints the character, until the first frame after React's
 * last commit, or until that commit.
 */
export type KeystrokeMeasure = 'shown' | 'frame' | 'commit';

export interface WideFormRow {
  page: WidePage;
  field: WideField;
  measure: KeystrokeMeasure;
  byRate: { cpuSlowdown: number; summary: KeystrokeSummary | null; samples: number[] }[];
}

/** The keystroke benchmark as written to test-results/bench.json. */
export interface WideFormResult {
  fields: number;
  conditions: number;
  /** Page loads per page and CPU slowdown (each typing into both fields). */
  runs: number;
  cpuSlowdowns: number[];
  rows: WideFormRow[];
}

/** Every run's samples pooled into rows: page by page, field by field, both measures. */
export function wideFormRows(
  runs: readonly { page: WidePage; cpuSlowdown: number; samples: WideRunSamples }[],
  pages: readonly WidePage[],
  fields: readonly WideField[],
  cpuSlowdowns: readonly number[],
): WideFormRow[] {
  const measures: KeystrokeMeasure[] = ['shown', 'frame', 'commit'];
  return measures.flatMap((measure) =>
    fields.flatMap((field) =>
      pages.map((page) => ({
        page,
        field,
        measure,
        byRate: cpuSlowdowns.map((cpuSlowdown) => {
          const samples = runs
            .filter((run) => run.page === page && run.cpuSlowdown === cpuSlowdown)
            .flatMap((run) => run.samples[field][measure]);
          return { cpuSlowdown, summary: keystrokeSummary(samples), samples };
        }),
      })),
    ),
  );
}

const pageNames: Record<WidePage, string> = { engine: 'Engine', plain: 'Plain RJSF' };
const fieldNames: Record<WideField, string> = {
  middle: 'middle text field',
  driver: 'text field that shows another',
};

function tableRow(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function ms(value: number | undefined): string {
  return value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(1);
}

/** One table of one measure: a row per field and page, p50, p95 and max columns for each CPU slowdown. */
export function keystrokeTable(
  rows: readonly WideFormRow[],
  measure: KeystrokeMeasure,
  cpuSlowdowns: readonly number[],
) {
  const columns = cpuSlowdowns.flatMap((rate) => ['p50', 'p95', 'max'].map((what) => `${rate}x ${what}`));
  const header = ['Page', 'Typing into', ...columns];
  const lines = [tableRow(header), tableRow(['---', '---', ...columns.map(() => '---:')])];
  for (const row of rows.filter((candidate) => candidate.measure === measure)) {
    const cells = cpuSlowdowns.flatMap((rate) => {
      const summary = row.byRate.find((figures) => figures.cpuSlowdown === rate)?.summary ?? null;
      return [summary?.p50, summary?.p95, summary?.max].map(ms);
    });
    lines.push(tableRow([pageNames[row.page], fieldNames[row.field], ...cells]));
  }
  return lines.join('\n');
}

/** The engine's p95 at 4x of `measure`, the worst of its fields; NaN when 4x was not measured. */
function worstAt4x(result: WideFormResult, measure: KeystrokeMeasure): number {
  const p95s = result.rows
    .filter((row) => row.page === 'engine' && row.measure === measure)
    .map((row) => row.byRate.find((figures) => figures.cpuSlowdown === 4)?.summary?.p95 ?? Number.NaN);
  return p95s.length > 0 ? Math.max(...p95s) : Number.NaN;
}

/**
 * The section `npm run bench` prints: keydown → the frame that paints the character, keydown → the frame after the
 * last React commit, keydown → that commit, and the engine's worst p95 at 4x of the first two.
 */
export function wideFormReport(result: WideFormResult): string {
  const keystrokes = Math.max(0, ...result.rows.flatMap((row) => row.byRate.map((figures) => figures.samples.length)));
  const heading =
    `${result.fields}-field form: keystroke to next frame (ms; ${result.conditions} fields shown on a condition; ` +
    `${result.runs} page load${result.runs === 1 ? '' : 's'} per page and CPU slowdown, up to ${keystrokes} ` +
    'keystrokes per cell, pooled), keydown → end of the first frame that paints the character:';
  const shown = worstAt4x(result, 'shown');
  const settled = worstAt4x(result, 'frame');
  return [
    heading,
    '',
    keystrokeTable(result.rows, 'shown', result.cpuSlowdowns),
    '',
    'The same keystrokes, keydown → end of the first frame after the last React commit (the form has taken the change):',
    '',
    keystrokeTable(result.rows, 'frame', result.cpuSlowdowns),
    '',
    'The same keystrokes, keydown → end of the last React commit (ms):',
    '',
    keystrokeTable(result.rows, 'commit', result.cpuSlowdowns),
    ...(Number.isFinite(shown) || Number.isFinite(settled)
      ? [
          '',
          `Engine at 4x, worst p95 keydown → character painted: ${ms(shown)} ms (target: under 16 ms); ` +
            `keydown → frame after the last React commit: ${ms(settled)} ms.`,
        ]
      : []),
  ].join('\n');
}
