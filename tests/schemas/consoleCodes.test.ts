import { describe, expect, it } from 'vitest';

import { problemsAfter } from './helpers/schemaCopy';

type Catalogue = Record<string, string>;

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

  it('need words: a member status of fees.json without its text is reported', async () => {
    const lines = await problemsAfter((copy) => {
      for (const file of ['messages/en.json', 'messages/zh-Hant.json', 'messages/zh-Hans.json'])
        copy.editJson<Catalogue>(file, (catalogue) => {
          delete catalogue['staff.memberStatus.Applicant'];
        });
    });
    expect(lines).toEqual([
      'messages/en.json: /staff.memberStatus.Applicant: "staff.memberStatus.Applicant" is missing: the staff console shows the code "Applicant" and needs words for it in every catalogue',
    ]);
  });
});
