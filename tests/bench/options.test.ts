import { describe, expect, it } from 'vitest';

import {
  defaultCpuSlowdowns,
  defaultLighthouseRuns,
  defaultRuns,
  defaultWideFormRuns,
  parseBenchArgs,
  UsageError,
} from '../../scripts/bench/options';

describe('parseBenchArgs', () => {
  it('runs 5 times at 1x and 4x when nothing is given', () => {
    expect(parseBenchArgs([])).toEqual({
      runs: defaultRuns,
      cpuSlowdowns: defaultCpuSlowdowns,
      lighthouseRuns: defaultLighthouseRuns,
      wideFormRuns: defaultWideFormRuns,
      onlyWideForm: false,
      help: false,
    });
    expect(defaultWideFormRuns).toBe(3);
    expect(defaultLighthouseRuns).toBe(3);
    expect(defaultRuns).toBe(5);
    expect(defaultCpuSlowdowns).toEqual([1, 4]);
  });

  it('reads --runs as a separate or an attached value', () => {
    expect(parseBenchArgs(['--runs', '7']).runs).toBe(7);
    expect(parseBenchArgs(['--runs=9']).runs).toBe(9);
  });

  it('reads the Lighthouse run count, 0 leaving Lighthouse out', () => {
    expect(parseBenchArgs(['--lighthouse', '5']).lighthouseRuns).toBe(5);
    expect(parseBenchArgs(['--lighthouse', '0']).lighthouseRuns).toBe(0);
    expect(() => parseBenchArgs(['--lighthouse', 'x'])).toThrow(UsageError);
  });

  it('reads the 300-field form run count, 0 leaving it out, and --only wide-form', () => {
    expect(parseBenchArgs(['--wide-form', '2']).wideFormRuns).toBe(2);
    expect(parseBenchArgs(['--wide-form', '0']).wideFormRuns).toBe(0);
    expect(parseBenchArgs(['--only', 'wide-form']).onlyWideForm).toBe(true);
    expect(() => parseBenchArgs(['--only', 'lighthouse'])).toThrow(UsageError);
    expect(() => parseBenchArgs(['--wide-form', '-1'])).toThrow(UsageError);
  });

  it('reads the CPU slowdowns in the order given', () => {
    expect(parseBenchArgs(['--cpu', '6,1,2']).cpuSlowdowns).toEqual([6, 1, 2]);
  });

  it('refuses a run count that is not a whole number of 1 or more', () => {
    for (const runs of ['0', '-1', '2.5', 'five', '']) {
      expect(() => parseBenchArgs(['--runs', runs])).toThrow(UsageError);
    }
  });

  it('refuses a slowdown named twice or one that is not a whole number', () => {
    expect(() => parseBenchArgs(['--cpu', '1,1'])).toThrow('names a rate twice');
    expect(() => parseBenchArgs(['--cpu', '1,x'])).toThrow(UsageError);
  });

  it('refuses options it does not know and stray words', () => {
    expect(() => parseBenchArgs(['--run', '5'])).toThrow(UsageError);
    expect(() => parseBenchArgs(['7'])).toThrow(UsageError);
  });

  it('asks for the usage with --help or -h', () => {
    expect(parseBenchArgs(['--help']).help).toBe(true);
    expect(parseBenchArgs(['-h']).help).toBe(true);
  });
});
