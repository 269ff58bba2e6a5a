/** The command line of `npm run bench`: `--runs N` and `--cpu 1,4`. */
import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Runs per CPU slowdown. */
  runs: number;
  /** Chromium CPU throttling rates, in the order of the table's columns. */
  cpuSlowdowns: number[];
  /** Lighthouse runs of '/' (mobile preset); 0 leaves Lighthouse out. */
  lighthouseRuns: number;
  help: boolean;
}

export const defaultRuns = 5;
export const defaultCpuSlowdowns = [1, 4];
export const defaultLighthouseRuns = 3;

export const usage = `Usage: npm run bench -- [--runs N] [--cpu 1,4] [--lighthouse N]
  --runs N         page loads per CPU slowdown, each in a fresh browser context (default ${defaultRuns})
  --cpu LIST       Chromium CPU throttling rates, comma-separated (default ${defaultCpuSlowdowns.join(',')})
  --lighthouse N   Lighthouse runs of '/', mobile preset, medians reported (default ${defaultLighthouseRuns}; 0: none)`;

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
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { runs, cpu, lighthouse, help } = parsed.values;
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
    help: help ?? false,
  };
}
