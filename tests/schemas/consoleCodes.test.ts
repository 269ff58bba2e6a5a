// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { problemsAfter } from './helpers/schemaCopy';

type Catalogue = Record<string, string>;
type Regions = { id: string; status: string }[];

describe('codes the staff console shows', () => {
  it('need words: a history event without its text is reported, not shown as stored', async () => {
    const lines = await problemsAfter((copy) => {
      for (const file of ['messages/en.json', 'messages/zh-Hant.json', 'messages/zh-Hans.json'])
        copy.editJson<Catalogue>(file, (catalogue) => {
          delete catalogue['staff.event.payment_confirmed'];
        });
    });
    expect(lines).toEqual([
      'messages/en.json: /staff.event.payment_confirmed: "staff.event.payment_confirmed" is missing: the staff console shows the code "payment_confirmed" and needs words for it in every catalogue',
    ]);
  });

  it('need words: a member status staff give a region', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<Regions>('regions.json', (regions) => {
        regions[0].status = 'Observer';
      }),
    );
    expect(lines).toContain(
      'messages/en.json: /staff.memberStatus.Observer: "staff.memberStatus.Observer" is missing: the staff console shows the code "Observer" and needs words for it in every catalogue',
    );
  });
});
