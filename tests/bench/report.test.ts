import { describe, expect, it } from 'vitest';

import type { ChunkSize } from '../../scripts/bench/bundleSizes';
import {
  type BenchResult,
  formatKb,
  formatValue,
  markdownReport,
  sampleNote,
  sizeTable,
  type TimingRow,
  timingTable,
} from '../../scripts/bench/report';

const firstInput: TimingRow = {
  key: 'firstInput',
  label: 'Navigation → first input in the DOM',
  unit: 'ms',
  byRate: [
    { cpuSlowdown: 1, summary: { median: 222.46, min: 200, max: 260.04, count: 2 }, samples: [200, 260.04] },
    { cpuSlowdown: 4, summary: { median: 626.9, min: 600, max: 700, count: 2 }, samples: [600, 700] },
  ],
};
const layoutShift: TimingRow = {
  key: 'layoutShift',
  label: 'Cumulative layout shift (load + 2 s)',
  unit: 'score',
  byRate: [
    { cpuSlowdown: 1, summary: { median: 0.0123, min: 0, max: 0.1, count: 2 }, samples: [0, 0.1] },
    { cpuSlowdown: 4, summary: null, samples: [] },
  ],
};
const keystroke: TimingRow = {
  key: 'keystrokeCommit',
  label: 'Keystroke in Family Name: keydown → React commit',
  unit: 'ms',
  byRate: [
    { cpuSlowdown: 1, summary: { median: 4, min: 3, max: 5, count: 4 }, samples: [3, 4, 4, 5] },
    { cpuSlowdown: 4, summary: { median: 16, min: 12, max: 20, count: 4 }, samples: [12, 16, 16, 20] },
  ],
};
const chunks: ChunkSize[] = [
  { file: 'assets/index-5pshqTH6.css', initial: true, raw: 5580, gzip: 1860, brotli: 1580 },
  { file: 'assets/index-CDpp-4Kg.js', initial: true, raw: 748020, gzip: 226540, brotli: 191000 },
  { file: 'assets/ThankMessage-Dwb3hnuD.js', initial: false, raw: 1110, gzip: 470, brotli: 390 },
];

describe('formatValue', () => {
  it('gives ms with one decimal and a layout-shift score with three', () => {
    expect(formatValue(222.46, 'ms')).toBe('222.5');
    expect(formatValue(0.01234, 'score')).toBe('0.012');
  });

  it('shows a dash for a figure that is missing', () => {
    expect(formatValue(undefined, 'ms')).toBe('–');
    expect(formatValue(Number.NaN, 'score')).toBe('–');
  });
});

describe('formatKb', () => {
  it('gives kB of 1,000 bytes with two decimals, as Vite does', () => {
    expect(formatKb(748020)).toBe('748.02 kB');
    expect(formatKb(340)).toBe('0.34 kB');
  });
});

describe('timingTable', () => {
  it('has a row per metric and median, min and max columns per CPU slowdown', () => {
    expect(timingTable([firstInput, layoutShift], [1, 4]).split('\n')).toEqual([
      '| Metric | 1x median | 1x min | 1x max | 4x median | 4x min | 4x max |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      '| Navigation → first input in the DOM (ms) | 222.5 | 200.0 | 260.0 | 626.9 | 600.0 | 700.0 |',
      '| Cumulative layout shift (load + 2 s) | 0.012 | 0.000 | 0.100 | – | – | – |',
    ]);
  });

  it('follows the order of the slowdowns it is given', () => {
    expect(timingTable([firstInput], [4, 1]).split('\n')[2]).toBe(
      '| Navigation → first input in the DOM (ms) | 626.9 | 600.0 | 700.0 | 222.5 | 200.0 | 260.0 |',
    );
  });

  it('marks the rows that pool more samples than there were runs', () => {
    const lines = timingTable([firstInput, keystroke], [1, 4], 2).split('\n');
    expect(lines[2]).toMatch(/^\| Navigation → first input in the DOM \(ms\) \|/);
    expect(lines[3]).toMatch(/^\| Keystroke in Family Name: keydown → React commit \(ms\) † \|/);
  });
});

describe('sizeTable', () => {
  it('lists each chunk, whether / loads it before typing, and the totals', () => {
    expect(sizeTable(chunks).split('\n')).toEqual([
      "| Chunk | Loaded by '/' before typing | Raw | gzip | brotli |",
      '| --- | --- | ---: | ---: | ---: |',
      '| `assets/index-5pshqTH6.css` | yes | 5.58 kB | 1.86 kB | 1.58 kB |',
      '| `assets/index-CDpp-4Kg.js` | yes | 748.02 kB | 226.54 kB | 191.00 kB |',
      '| `assets/ThankMessage-Dwb3hnuD.js` | no (lazy) | 1.11 kB | 0.47 kB | 0.39 kB |',
      "| **Total loaded by '/' before typing** |  | **753.60 kB** | **228.40 kB** | **192.58 kB** |",
      '| Total, all chunks |  | 754.71 kB | 228.87 kB | 192.97 kB |',
    ]);
  });
});

describe('sampleNote', () => {
  it('names the runs, and the pooled sample count of the marked rows', () => {
    expect(sampleNote({ runs: 2, timings: [firstInput] })).toBe(
      '2 runs per CPU slowdown, each in a fresh browser context',
    );
    expect(sampleNote({ runs: 1, timings: [] })).toBe('1 run per CPU slowdown, each in a fresh browser context');
    expect(sampleNote({ runs: 2, timings: [firstInput, keystroke] })).toBe(
      '2 runs per CPU slowdown, each in a fresh browser context; † 4 samples per cell, several per run, pooled',
    );
  });
});

describe('markdownReport', () => {
  it('heads the tables with the date, the commit, the browser and the machine', () => {
    const result: BenchResult = {
      date: '2026-11-21',
      commit: 'a1b1cac',
      chromium: '156.0.8078.79',
      machine: { cpus: 2, loadAverage: 7.04 },
      runs: 2,
      cpuSlowdowns: [1, 4],
      timings: [firstInput],
      chunks,
      initialTotal: { raw: 753600, gzip: 228400, brotli: 192580 },
      allTotal: { raw: 754710, gzip: 228870, brotli: 192970 },
    };
    const report = markdownReport(result);
    expect(report.split('\n')[0]).toBe(
      "Benchmark of '/' — 2026-11-21, commit a1b1cac, Chromium 156.0.8078.79, 2 CPUs with a load average of 7.0 at the start.",
    );
    expect(report).toContain(timingTable([firstInput], [1, 4], 2));
    expect(report).toContain(sizeTable(chunks));
  });
});

describe('lighthouseTable', () => {
  it('prints scores as whole numbers and timings in ms, median first', async () => {
    const { lighthouseTable } = await import('../../scripts/bench/report');
    const table = lighthouseTable({
      version: '12.8.2',
      runs: 3,
      figures: [
        {
          key: 'performance',
          label: 'Performance',
          unit: 'score',
          summary: { median: 97, min: 95, max: 99, count: 3 },
          samples: [95, 97, 99],
        },
        { key: 'largest-contentful-paint', label: 'Largest contentful paint', unit: 'ms', summary: null, samples: [] },
      ],
    });
    expect(table.split('\n')).toEqual([
      '| Lighthouse figure | median | min | max |',
      '| --- | ---: | ---: | ---: |',
      '| Performance | 97 | 95 | 99 |',
      '| Largest contentful paint (ms) | – | – | – |',
    ]);
  });
});

describe('lighthouseComparisonTable', () => {
  it("puts our medians beside the plain React page's, with ours as a multiple of its", async () => {
    const { lighthouseComparisonTable } = await import('../../scripts/bench/report');
    const result = (performance: number, fcp: number, tbt: number) => ({
      version: '12.8.2',
      runs: 3,
      figures: [
        {
          key: 'performance' as const,
          label: 'Performance',
          unit: 'score' as const,
          summary: { median: performance, min: performance, max: performance, count: 3 },
          samples: [performance],
        },
        {
          key: 'first-contentful-paint' as const,
          label: 'First contentful paint',
          unit: 'ms' as const,
          summary: { median: fcp, min: fcp, max: fcp, count: 3 },
          samples: [fcp],
        },
        {
          key: 'total-blocking-time' as const,
          label: 'Total blocking time',
          unit: 'ms' as const,
          summary: { median: tbt, min: tbt, max: tbt, count: 3 },
          samples: [tbt],
        },
      ],
    });
    expect(lighthouseComparisonTable(result(96, 1930, 175), result(100, 1170, 0)).split('\n')).toEqual([
      '| Lighthouse median | this site | plain React | ratio |',
      '| --- | ---: | ---: | ---: |',
      '| Performance | 96 | 100 | 0.96x |',
      '| First contentful paint (ms) | 1930 | 1170 | 1.65x |',
      '| Total blocking time (ms) | 175 | 0 | – |',
    ]);
  });
});
