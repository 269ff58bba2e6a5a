/**
 * An event whose delegates choose their fee column (tests/support/chosenColumnsEvent.ts): check:schemas accepts it,
 * statuses and all named by staff, and names each place a status is misspelt or left without a column.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Fees, Region } from '../../core/model/types';
import { chosenStatuses } from '../support/chosenColumnsEvent';
import { writeChosenColumnsEvent } from './helpers/chosenColumnsCopy';
import { copySchemas, newProblemLines, type SchemaCopy } from './helpers/schemaCopy';

let copy: SchemaCopy;

beforeAll(() => {
  copy = copySchemas();
  writeChosenColumnsEvent(copy);
});

afterAll(() => copy?.dispose());

/** The problems of the fixture after one change to it, the fixture restored after. */
async function problemsAfter(file: string, change: (data: never) => void): Promise<string[]> {
  const before = copy.readText(file);
  try {
    copy.editJson(file, change);
    return await newProblemLines(copy);
  } finally {
    copy.writeText(file, before);
  }
}

const declared = chosenStatuses.join(', ');

describe('an event whose delegates choose their fee column', () => {
  it('passes check:schemas with statuses and columns of its own', async () => {
    expect(await newProblemLines(copy)).toEqual([]);
  });

  it('names a region whose status is not declared, and the status it probably meant', async () => {
    const lines = await problemsAfter('regions.json', (regions: Region[]) => {
      regions[2].status = 'Univrsity';
    });
    expect(lines).toEqual([
      `regions.json: /2/status: status "Univrsity" is not declared in fees.json /statuses, and should be one of ${declared} (did you mean "University"?)`,
    ]);
  });

  it('names a column that opens to a status not declared', async () => {
    const lines = await problemsAfter('fees.json', (fees: Fees) => {
      fees.columns[1].statuses[2] = 'Companies';
    });
    expect(lines).toEqual([
      `fees.json: /columns/1/statuses/2: status "Companies" is not declared in fees.json /statuses, and should be one of ${declared} (did you mean "Company"?)`,
    ]);
  });

  it('names a status no column opens to, and the words its pages lack', async () => {
    const lines = await problemsAfter('fees.json', (fees: Fees) => {
      fees.statuses.push('Student');
    });
    expect(lines).toEqual([
      'fees.json: /statuses/3: status "Student" opens no fee column, and should: list it in the "statuses" of at least one column',
      `messages/en.json: /delegate.memberStatus.Student: "delegate.memberStatus.Student" is missing: the delegate's page shows the status "Student" and needs words for it in every catalogue`,
      'messages/en.json: /staff.memberStatus.Student: "staff.memberStatus.Student" is missing: the staff console shows the code "Student" and needs words for it in every catalogue',
    ]);
  });

  it('names a status declared twice, and a column left with the old catch-all', async () => {
    const lines = await problemsAfter('fees.json', (fees: Fees) => {
      fees.statuses.push('Company');
      Object.assign(fees.columns[2], { otherStatuses: true });
    });
    expect(lines).toEqual([
      'fees.json: /statuses/3: "Company" is listed twice, and should be listed once',
      'fees.json: /columns/2/otherStatuses: is no longer read, and should go: list in "statuses" each status this column opens to',
    ]);
  });
});
