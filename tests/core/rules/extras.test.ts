import { describe, expect, it } from 'vitest';

import type { Extra } from '../../../core/model/extras';
import type { EventInfo } from '../../../core/model/types';
import {
  extraAnswers,
  extraMayChange,
  extraTextKeys,
  followUpAnswer,
  joinedExtras,
  joinsExtra,
} from '../../../core/rules/extras';

// An event of the engine's own, with a dinner that asks a follow-up question and a site visit that asks none.
const dinner: Extra = {
  id: 'dinner',
  question: 'dinner',
  joins: 'Yes',
  followUp: 'diet',
  day: 'dinnerDay',
  changesUntil: 'dinnerCutOff',
};
const visit: Extra = {
  id: 'visit',
  question: 'site_visit',
  joins: 'Join',
  day: 'visitDay',
  changesUntil: 'visitCutOff',
};
const event = {
  timeZone: 'Europe/Zurich',
  dates: { dinnerDay: '2030-05-08', dinnerCutOff: '2030-05-01', visitDay: '2030-05-09', visitCutOff: '2030-05-02' },
} as unknown as EventInfo;
const answers =
  (values: Record<string, string>) =>
  (key: string): string =>
    values[key] ?? '';

describe("an event's extras", () => {
  it('are joined by the answer each declares', () => {
    expect(joinsExtra(dinner, answers({ dinner: 'Yes' }))).toBe(true);
    expect(joinsExtra(dinner, answers({ dinner: 'No' }))).toBe(false);
    expect(joinsExtra(visit, answers({ site_visit: 'Join' }))).toBe(true);
    expect(joinsExtra(visit, answers({}))).toBe(false);
    expect(joinedExtras([dinner, visit], answers({ dinner: 'Yes', site_visit: 'Join' }))).toEqual(['dinner', 'visit']);
    expect(joinedExtras([dinner, visit], answers({ dinner: 'No', site_visit: 'Join' }))).toEqual(['visit']);
  });

  it('give the follow-up answer only of one who joins', () => {
    expect(followUpAnswer(dinner, answers({ dinner: 'Yes', diet: 'Halal' }))).toBe('Halal');
    expect(followUpAnswer(dinner, answers({ dinner: 'No', diet: 'Halal' }))).toBe('');
    expect(followUpAnswer(visit, answers({ site_visit: 'Join' }))).toBe('');
  });

  it('keep the follow-up empty unless the delegate joins, and send none for an extra without one', () => {
    expect(extraAnswers(dinner, 'Yes', 'Halal')).toEqual({ dinner: 'Yes', diet: 'Halal' });
    expect(extraAnswers(dinner, 'No', 'Halal')).toEqual({ dinner: 'No', diet: '' });
    expect(extraAnswers(visit, 'Join', 'anything')).toEqual({ site_visit: 'Join' });
  });

  it("may change until the end of the cut-off day in the event's time zone", () => {
    // 1 May 2030 23:30 in Zurich (UTC+2) is still the cut-off day; 00:30 on 2 May is not.
    expect(extraMayChange(dinner, event, new Date('2030-05-01T21:30:00Z'))).toBe(true);
    expect(extraMayChange(dinner, event, new Date('2030-05-01T22:30:00Z'))).toBe(false);
    expect(extraMayChange(visit, event, new Date('2030-05-01T22:30:00Z'))).toBe(true);
  });

  it('need the texts of a follow-up only when they ask one', () => {
    expect(extraTextKeys(dinner)).toContain('staff.lists.extra.dinner.counts');
    expect(extraTextKeys(visit)).not.toContain('staff.lists.extra.visit.counts');
    expect(extraTextKeys(visit)).toContain('calendar.visit');
  });
});
