import { describe, expect, it } from 'vitest';

import type { WideRunSamples } from '../../scripts/bench/wideForm/measureWideForm';
import {
  keystrokeSummary,
  percentile,
  wideFormReport,
  type WideFormResult,
  wideFormRows,
} from '../../scripts/bench/wideForm/wideFormReport';

/** The character shows a millisecond after the commit here; each measure is printed in a table of its own. */
const samples = (frame: number[], commit: number[]): WideRunSamples => ({
  middle: { shown: commit.map((value) => value + 1), frame, commit },
  driver: {
    shown: commit.map((value) => value + 2),
    frame: frame.map((value) => value + 1),
    commit: commit.map((value) => value + 1),
  },
});

describe('percentile', () => {
  it('is the nearest-rank sample, whatever the order', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('keystrokeSummary', () => {
  it('gives p50, p95, max and the count of the finite samples, or null without any', () => {
    expect(keystrokeSummary([3, Number.NaN, 1, 2])).toEqual({ p50: 2, p95: 3, max: 3, count: 3 });
    expect(keystrokeSummary([Number.NaN])).toBeNull();
  });
});

describe('wideFormReport', () => {
  const runs = [
    { page: 'engine' as const, cpuSlowdown: 1, samples: samples([4, 6], [2, 3]) },
    { page: 'engine' as const, cpuSlowdown: 1, samples: samples([8], [4]) },
    { page: 'plain' as const, cpuSlowdown: 1, samples: samples([20, 30], [10, 12]) },
    { page: 'engine' as const, cpuSlowdown: 4, samples: samples([12, 14.25], [6, 7]) },
    { page: 'plain' as const, cpuSlowdown: 4, samples: samples([90, 120], [60, 80]) },
  ];
  const result: WideFormResult = {
    fields: 300,
    conditions: 30,
    runs: 2,
    cpuSlowdowns: [1, 4],
    rows: wideFormRows(runs, ['engine', 'plain'], ['middle', 'driver'], [1, 4]),
  };

  it("pools every run's keystrokes per page, field, measure and slowdown", () => {
    const engineMiddle = result.rows.find(
      (row) => row.page === 'engine' && row.field === 'middle' && row.measure === 'frame',
    );
    expect(engineMiddle?.byRate[0].samples).toEqual([4, 6, 8]);
    expect(engineMiddle?.byRate[1].summary).toEqual({ p50: 12, p95: 14.25, max: 14.25, count: 2 });
    expect(result.rows).toHaveLength(12);
  });

  it('prints the character-painted table, then the frame after the last commit, then the commit, engine beside plain RJSF', () => {
    const text = wideFormReport(result);
    const tables = text.split('The same keystrokes');
    expect(tables).toHaveLength(3);
    const [shown, settled, committed] = tables;
    expect(shown).toContain('300-field form: keystroke to next frame');
    expect(shown).toContain('keydown → end of the first frame that paints the character');
    expect(shown).toContain('| Page | Typing into | 1x p50 | 1x p95 | 1x max | 4x p50 | 4x p95 | 4x max |');
    expect(shown).toContain('| Engine | middle text field | 4.0 | 5.0 | 5.0 | 7.0 | 8.0 | 8.0 |');
    expect(settled).toContain('keydown → end of the first frame after the last React commit');
    expect(settled).toContain('| Engine | middle text field | 6.0 | 8.0 | 8.0 | 12.0 | 14.3 | 14.3 |');
    expect(settled).toContain('| Plain RJSF | middle text field | 20.0 | 30.0 | 30.0 | 90.0 | 120.0 | 120.0 |');
    expect(settled).toContain('| Engine | text field that shows another | 7.0 | 9.0 | 9.0 | 13.0 | 15.3 | 15.3 |');
    expect(committed).toContain('keydown → end of the last React commit');
    expect(committed).toContain('| Engine | middle text field | 3.0 | 4.0 | 4.0 | 6.0 | 7.0 | 7.0 |');
    expect(text).toContain(
      'Engine at 4x, worst p95 keydown → character painted: 9.0 ms (target: under 16 ms); ' +
        'keydown → frame after the last React commit: 15.3 ms.',
    );
  });

  it('leaves the target line out when 4x was not measured', () => {
    const oneRate = { ...result, cpuSlowdowns: [1], rows: wideFormRows(runs, ['engine', 'plain'], ['middle'], [1]) };
    expect(wideFormReport(oneRate)).not.toContain('target');
  });
});
