// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { Fees } from '../../core/model/types';
import { problemsAfter } from './helpers/schemaCopy';

describe('fees.json', () => {
  it('wants a positive price', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<Fees>('fees.json', (fees) => {
        fees.options[3].price = -5;
      }),
    );
    expect(lines).toEqual(['fees.json: /options/3/price: price is -5, and should be a positive number of USD']);
  });

  it('wants a price on every option', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<Fees>('fees.json', (fees) => {
        delete (fees.options[0] as Partial<Fees['options'][number]>).price;
      }),
    );
    expect(lines).toEqual(['fees.json: /options/0/price: price is missing, and should be a positive number of USD']);
  });

  it('wants a number, not text, as the price', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<{ options: Record<string, unknown>[] }>('fees.json', (fees) => {
        fees.options[2].price = '1,000';
      }),
    );
    expect(lines).toEqual(['fees.json: /options/2/price: price is "1,000", and should be a positive number of USD']);
  });

  it('uses each fee code once', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<Fees>('fees.json', (fees) => {
        fees.options[1].value = fees.options[0].value;
      }),
    );
    expect(lines).toEqual(['fees.json: /options/1/value: fee code "cm_member_early" is also used by /options/0, and each code should be used once']);
  });

  it('puts exactly one option in each cell of the grid', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<Fees>('fees.json', (fees) => {
        fees.options[1].column = 'Members';
      }),
    );
    expect(lines).toEqual([
      'fees.json: /options/1: is in the same grid cell as /options/0 (period "earlyBird", row "cm", column "Members"), and each cell should hold exactly one option',
      'fees.json: /options: no option is in the grid cell period "earlyBird", row "cm", column "Applicants", and each cell should hold exactly one option',
    ]);
  });

  it('places options only in periods, rows and columns that exist', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<{ options: Record<string, unknown>[] }>('fees.json', (fees) => {
        fees.options[0].period = 'earlybird';
      }),
    );
    expect(lines).toEqual([
      'fees.json: /options/0/period: period "earlybird" does not exist, and should be one of the ids in periods: earlyBird, standard (did you mean "earlyBird"?)',
      'fees.json: /options: no option is in the grid cell period "earlyBird", row "cm", column "Members", and each cell should hold exactly one option',
    ]);
  });
});
