/** The command line of `npm run bench`: `--runs N`, `--cpu 1,4`, `--lighthouse N`, `--wide-form N`, `--only wide-form`. */
import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Runs per CPU slowdown. */
  runs: number;
  /** Chromium CPU throttling rates, in the order of the table's columns. */
  cpuSlowdowns: number[];
  /** Lighthouse runs of '/' (mobile preset); 0 leaves Lighthouse out. */
  lighthouseRuns: number;
  /** Page loads of each 300-field page per CPU slowdown (scripts/bench/wideForm/); 0 leaves them out. */
  wideFormRuns: number;
  /** Only the 300-field keystroke benchmark: no site build, no server, no Lighthouse. */
  onlyWideForm: boolean;
  help: boolean;
}

export const defaultRuns = 5;
export const defaultCpuSlowdowns = [1, 4];
export const defaultLighthouseRuns = 3;
export const defaultWideFormRuns = 3;
/** The parts `--only` may name. */
export const onlyParts = ['wide-form'] as const;

export const usage = `Usage: npm run bench -- [--runs N] [--cpu 1,4] [--lighthouse N] [--wide-form N] [--only wide-form]
  --runs N         page loads per CPU slowdown, each in a fresh browser context (default ${defaultRuns})
  --cpu LIST       Chromium CPU throttling rates, comma-separated (default ${defaultCpuSlowdowns.join(',')})
  --lighthouse N   Lighthouse runs of '/', mobile preset, medians reported (default ${defaultLighthouseRuns}; 0: none)
  --wide-form N    page loads of the 300-field form, engine and plain RJSF, per CPU slowdown (default ${defaultWideFormRuns}; 0: none)
  --only wide-form only the 300-field form's keystrokes, at --cpu rates`;

/** A command-line mistake; the script prints it with the usage. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

function positiveInteger(text: string, what: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isInteger(value) || value < 1) {
    throw new UsageError(`${what} must be a whole number of 1 or more, not '${text}'.`);
  }
  return value;
}

/** The options in `args` (process.argv without node and the script). */
export function parseBenchArgs(args: readonly string[]): BenchOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: {
        runs: { type: 'string' },
        cpu: { type: 'string' },
        lighthouse: { type: 'string' },
        'wide-form': { type: 'string' },
        only: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { runs, cpu, lighthouse, 'wide-form': wideForm, only, help } = parsed.values;
  if (only !== undefined && !(onlyParts as readonly string[]).includes(only))
    throw new UsageError(`--only takes ${onlyParts.join(' or ')}, not '${only}'.`);
  const cpuSlowdowns =
    cpu === undefined ? defaultCpuSlowdowns : cpu.split(',').map((part) => positiveInteger(part, '--cpu'));
  if (new Set(cpuSlowdowns).size !== cpuSlowdowns.length) throw new UsageError(`--cpu names a rate twice: '${cpu}'.`);
  return {
    runs: runs === undefined ? defaultRuns : positiveInteger(runs, '--runs'),
    cpuSlowdowns,
    lighthouseRuns:
      lighthouse === undefined
        ? defaultLighthouseRuns
        : lighthouse.trim() === '0'
          ? 0
          : positiveInteger(lighthouse, '--lighthouse'),
    wideFormRuns:
      wideForm === undefined
        ? defaultWideFormRuns
        : wideForm.trim() === '0'
          ? 0
          : positiveInteger(wideForm, '--wide-form'),
    onlyWideForm: only === 'wide-form',
    help: help ?? false,
  };
}
