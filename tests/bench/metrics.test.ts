import { describe, expect, it } from 'vitest';

import { emptySamples, metrics, poolSamples } from '../../scripts/bench/metrics';

describe('poolSamples', () => {
  it('puts every run’s samples of a metric together, in run order', () => {
    const first = emptySamples();
    first.firstInput.push(300);
    first.keystrokeCommit.push(4, 5);
    const second = emptySamples();
    second.firstInput.push(320);
    second.keystrokeCommit.push(6);
    const pooled = poolSamples([first, second]);
    expect(pooled.firstInput).toEqual([300, 320]);
    expect(pooled.keystrokeCommit).toEqual([4, 5, 6]);
    expect(pooled.emptySubmit).toEqual([]);
  });

  it('has an empty list for every metric when there is no run', () => {
    expect(Object.keys(poolSamples([]))).toEqual(metrics.map((metric) => metric.key));
  });
});
