import { describe, expect, it } from 'vitest';

import { fees as realFees } from '../../core/model/schemaData';
import type { Fees } from '../../core/model/types';
import { problemsAfter } from './helpers/schemaCopy';

/** The currency of the fees under test, which the check names in its price messages. */
const { currency } = realFees;

describe('fees.json', () => {
  it('wants a positive price', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<Fees>('fees.json', (fees) => {
        fees.options[3].price = -5;
      }),
    );
    expect(lines).toEqual([`fees.json: /options/3/price: price is -5, and should be a positive number of ${currency}`]);
  });

  it('wants a price on every option', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<Fees>('fees.json', (fees) => {
        delete (fees.options[0] as Partial<Fees['options'][number]>).price;
      }),
    );
    expect(lines).toEqual([`fees.json: /options/0/price: price is missing, and should be a positive number of ${currency}`]);
  });

  it('wants a number, not text, as the price', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<{ options: Record<string, unknown>[] }>('fees.json', (fees) => {
        fees.options[2].price = '1,000';
      }),
    );
    expect(lines).toEqual([`fees.json: /options/2/price: price is "1,000", and should be a positive number of ${currency}`]);
  });

  it('uses each fee code once', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<Fees>('fees.json', (fees) => {
        fees.options[1].value = fees.options[0].value;
      }),
    );
    const [first] = realFees.options;
    expect(lines).toEqual([`fees.json: /options/1/value: fee code "${first.value}" is also used by /options/0, and each code should be used once`]);
  });

  it('puts exactly one option in each cell of the grid', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<Fees>('fees.json', (fees) => {
        fees.options[1].column = 'Members';
      }),
    );
    // The first two options share a period and a row: the second leaves its column empty.
    const [first, second] = realFees.options;
    expect(lines).toEqual([
      `fees.json: /options/1: is in the same grid cell as /options/0 (period "${first.period}", row "${first.row}", column "${first.column}"), and each cell should hold exactly one option`,
      `fees.json: /options: no option is in the grid cell period "${second.period}", row "${second.row}", column "${second.column}", and each cell should hold exactly one option`,
    ]);
  });

  it('places options only in periods, rows and columns that exist', async () => {
    const [first] = realFees.options;
    const misspelt = first.period.slice(0, -1);
    const lines = await problemsAfter((copy) =>
      copy.editJson<{ options: Record<string, unknown>[] }>('fees.json', (fees) => {
        fees.options[0].period = misspelt;
      }),
    );
    expect(lines).toEqual([
      `fees.json: /options/0/period: period "${misspelt}" does not exist, and should be one of the ids in periods: ${realFees.periods.map(({ id }) => id).join(', ')} (did you mean "${first.period}"?)`,
      `fees.json: /options: no option is in the grid cell period "${first.period}", row "${first.row}", column "${first.column}", and each cell should hold exactly one option`,
    ]);
  });
});
