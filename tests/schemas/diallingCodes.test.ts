import { describe, expect, it } from 'vitest';

import type { DiallingCode } from '../../core/model/types';
import { problemsAfter } from './helpers/schemaCopy';

describe('dialling-codes.json', () => {
  it('gives each entry its own id', async () => {
    let id = 0;
    const lines = await problemsAfter((copy) =>
      copy.editJson<DiallingCode[]>('dialling-codes.json', (entries) => {
        id = entries[0].id;
        entries[1].id = id;
      }),
    );
    expect(lines).toEqual([`dialling-codes.json: /1/id: id ${id} is also used by /0, and each id should be unique`]);
  });

  it.each(['852', '+85 2', '+852a', ''])('wants a code of + and digits, not %j', async (code) => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<DiallingCode[]>('dialling-codes.json', (entries) => {
        entries[0].code = code;
      }),
    );
    expect(lines).toEqual([`dialling-codes.json: /0/code: code is ${JSON.stringify(code)}, and should be '+' followed by digits, such as "+852"`]);
  });
});
