import { describe, expect, it } from 'vitest';

import { median, summarize } from '../../scripts/bench/stats';

describe('median', () => {
  it('is the middle value of an odd number of samples, whatever their order', () => {
    expect(median([30, 10, 20])).toBe(20);
  });

  it('is the mean of the two middle values of an even number of samples', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is the only value of a single sample', () => {
    expect(median([7])).toBe(7);
  });

  it('is NaN when there is no sample', () => {
    expect(median([])).toBeNaN();
  });

  it('leaves the samples it was given in their order', () => {
    const samples = [3, 1, 2];
    median(samples);
    expect(samples).toEqual([3, 1, 2]);
  });
});

describe('summarize', () => {
  it('gives the median, the least, the greatest and the count', () => {
    expect(summarize([12, 5, 9, 30, 7])).toEqual({ median: 9, min: 5, max: 30, count: 5 });
  });

  it('leaves out samples the browser never reported (NaN)', () => {
    expect(summarize([Number.NaN, 4, 6])).toEqual({ median: 5, min: 4, max: 6, count: 2 });
  });

  it('is null when no sample is a number', () => {
    expect(summarize([])).toBeNull();
    expect(summarize([Number.NaN])).toBeNull();
  });

  it('counts a zero as a sample, as a layout shift of 0 is', () => {
    expect(summarize([0, 0, 0])).toEqual({ median: 0, min: 0, max: 0, count: 3 });
  });
});
