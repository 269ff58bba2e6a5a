import { describe, expect, it } from 'vitest';

import type { Extra } from '../../core/model/extras';
import type { EventInfo } from '../../core/model/types';
import { extraTextKeys } from '../../core/rules/extras';
import { offeredLocales } from '../../server/i18n/catalogues';
import { problemsAfter } from './helpers/schemaCopy';

type ExtrasFile = { extras: Extra[] };

describe('extras.json', () => {
  it('takes an event without extras once their texts go too', async () => {
    const lines = await problemsAfter((copy) => {
      const { extras } = copy.readJson<ExtrasFile>('extras.json');
      copy.writeJson('extras.json', { extras: [] });
      for (const locale of offeredLocales)
        copy.editJson<Record<string, string>>(`messages/${locale}.json`, (messages) => {
          for (const key of extras.flatMap(extraTextKeys)) delete messages[key];
        });
    });
    expect(lines).toEqual([]);
  });

  it('asks every catalogue for the texts an extra needs, naming the extra', async () => {
    let missing = '';
    let id = '';
    const lines = await problemsAfter((copy) => {
      const [extra] = copy.readJson<ExtrasFile>('extras.json').extras;
      id = extra.id;
      missing = `delegate.extraForm.${extra.id}.heading`;
      copy.editJson<Record<string, string>>('messages/zh-Hant.json', (messages) => {
        delete messages[missing];
      });
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^messages/zh-Hant\\.json: /${missing.replace(/\./g, '\\.')}: .* has no Traditional Chinese text`));
    const english = await problemsAfter((copy) =>
      copy.editJson<Record<string, string>>('messages/en.json', (messages) => {
        delete messages[missing];
      }),
    );
    expect(english[0]).toContain(`extras.json: /extras/0/id: text of the extra "${id}" key "${missing}" has no English text`);
  });

  it("wants a question the form asks, and a joining answer among the question's options", async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<ExtrasFile>('extras.json', ({ extras: [extra] }) => {
        extra.question = 'no_such_field';
      }),
    );
    expect(lines).toEqual([
      'extras.json: /extras/0/question: is "no_such_field", and should be a payload key of form.schema.json',
    ]);
    const options = await problemsAfter((copy) =>
      copy.editJson<ExtrasFile>('extras.json', ({ extras: [extra] }) => {
        extra.joins = 'Perhaps';
      }),
    );
    expect(options).toHaveLength(1);
    expect(options[0]).toMatch(/^extras\.json: \/extras\/0\/joins: is "Perhaps", and should be one of the question's options \(/);
  });

  it('wants its days to be dates of event.json, the cut-off before the day', async () => {
    let day = '';
    const lines = await problemsAfter((copy) => {
      const [extra] = copy.readJson<ExtrasFile>('extras.json').extras;
      copy.editJson<EventInfo>('event.json', (event) => {
        day = event.dates[extra.day];
        event.dates[extra.changesUntil] = day;
      });
    });
    expect(lines).toEqual([`extras.json: /extras/0/changesUntil: is ${day}, and should be before the extra's day ${day}`]);
    const unknown = await problemsAfter((copy) =>
      copy.editJson<ExtrasFile>('extras.json', ({ extras: [extra] }) => {
        extra.day = 'noSuchDay';
      }),
    );
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatch(/^extras\.json: \/extras\/0\/day: is "noSuchDay", and should name a date of event\.json \(/);
  });

  it('wants ids of their own, which are not the attendance list', async () => {
    let index = 0;
    const lines = await problemsAfter((copy) =>
      copy.editJson<ExtrasFile>('extras.json', (file) => {
        index = file.extras.length;
        file.extras = [...file.extras, { ...file.extras[0], id: 'attendance' }];
      }),
    );
    expect(lines).toContain(
      `extras.json: /extras/${index}/id: is "attendance", and should be an id of its own in letters and digits (not "attendance")`,
    );
  });
});
