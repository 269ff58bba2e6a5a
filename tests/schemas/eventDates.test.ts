import { describe, expect, it } from 'vitest';

import type { EventInfo, Fees } from '../../core/model/types';
import { offeredLocales } from '../../server/i18n/catalogues';
import { addDays } from '../support/eventTimes';
import { problemsAfter } from './helpers/schemaCopy';

describe('event.json', () => {
  it('wants a reference prefix of capital letters and digits', async () => {
    // The event's own prefix in small letters with a space before its last character: 'pics202 5'.
    let written = '';
    let example = '';
    const lines = await problemsAfter((copy) =>
      copy.editJson<EventInfo>('event.json', (event) => {
        // The example the check suggests: the event's acronym without its punctuation, then its year.
        example = `${event.bodyAcronym.toUpperCase().replace(/[^A-Z0-9]/g, '')}${event.year}`;
        const prefix = event.referencePrefix.toLowerCase();
        written = `${prefix.slice(0, -1)} ${prefix.slice(-1)}`;
        event.referencePrefix = written;
      }),
    );
    expect(lines).toEqual([
      `event.json: /referencePrefix: is "${written}", and should be 2 to 16 capital letters or digits such as "${example}"`,
    ]);
  });

  it("wants the venue's name and address in every language", async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<EventInfo>('event.json', (event) => {
        event.venue.address['zh-Hans'] = '';
      }),
    );
    expect(lines).toEqual(['event.json: /venue/address/zh-Hans: is "", and should be the venue\'s address in zh-Hans']);
  });

  it('wants real dates', async () => {
    // 30 February of the year registration closes in: written as a date, on no calendar.
    let noSuchDay = '';
    const lines = await problemsAfter((copy) =>
      copy.editJson<EventInfo>('event.json', (event) => {
        noSuchDay = `${event.dates.registrationCloses.slice(0, 4)}-02-30`;
        event.dates.registrationCloses = noSuchDay;
      }),
    );
    expect(lines).toContain(
      `event.json: /dates/registrationCloses: "${noSuchDay}" is not a real date, and should be a calendar date written YYYY-MM-DD`,
    );
  });

  it('wants every fee period to end on or before the day registration closes', async () => {
    // A date of the test's own, the day after registration closes, named by the first period as its last day (an
    // event of one period has none of its own: its period runs until registration closes).
    const name = 'afterClosing';
    let closes = '';
    const lines = await problemsAfter((copy) => {
      copy.editJson<EventInfo>('event.json', (event) => {
        closes = event.dates.registrationCloses;
        event.dates[name] = addDays(closes, 1);
      });
      copy.editJson<Fees>('fees.json', (fees) => {
        fees.periods[0].lastDay = name;
      });
    });
    expect(lines).toContain(
      `fees.json: /periods/0/lastDay: is "${name}" (${addDays(closes, 1)}), after registration closes (${closes}): the period would end after the event's registration`,
    );
  });

  it('takes a single fee period, and wants every earlier one to name its last day', async () => {
    const single = await problemsAfter((copy) => {
      const dropped: string[] = [];
      copy.editJson<Fees>('fees.json', (fees) => {
        const [first, ...later] = fees.periods;
        dropped.push(...later.map((period) => period.legend));
        fees.periods = [{ id: first.id, legend: first.legend }];
        fees.options = fees.options.filter((option) => option.period === first.id);
      });
      // The later periods' legends are no longer used: a catalogue keeping them would be reported.
      for (const locale of offeredLocales)
        copy.editJson<Record<string, string>>(`messages/${locale}.json`, (texts) => {
          for (const key of dropped) delete texts[key];
        });
    });
    expect(single).toEqual([]);
    const undated = await problemsAfter((copy) =>
      copy.editJson<Fees>('fees.json', (fees) => {
        fees.periods = fees.periods.map((period, index) => (index === 0 ? { ...period, lastDay: 'noSuchDay' } : period));
      }),
    );
    expect(undated).toHaveLength(1);
    expect(undated[0]).toMatch(/^fees\.json: \/periods\/0\/lastDay: is "noSuchDay", and should name the date of event\.json/);
  });

  it('wants the meetings after registration closes', async () => {
    let closes = '';
    const lines = await problemsAfter((copy) =>
      copy.editJson<EventInfo>('event.json', (event) => {
        closes = event.dates.registrationCloses;
        event.dates.executiveBureauMeeting = closes;
      }),
    );
    expect(lines).toEqual([`event.json: /dates/executiveBureauMeeting: executiveBureauMeeting is ${closes}, and should be after registrationCloses (${closes})`]);
  });

  it('wants the committee meeting to end on or after it starts', async () => {
    let start = '';
    const lines = await problemsAfter((copy) =>
      copy.editJson<EventInfo>('event.json', (event) => {
        start = event.dates.committeeMeetingStart;
        event.dates.committeeMeetingEnd = addDays(start, -1);
      }),
    );
    // meetings.json, which takes the committee's days from these dates, says so too.
    expect(lines).toContain(`event.json: /dates/committeeMeetingEnd: committeeMeetingEnd is ${addDays(start, -1)}, and should be on or after committeeMeetingStart (${start})`);
  });

  it('wants the dinner inside the seminar', async () => {
    let end = '';
    const lines = await problemsAfter((copy) =>
      copy.editJson<EventInfo>('event.json', (event) => {
        end = event.dates.seminarEnd;
        event.dates.seminarDinner = addDays(end, 1);
      }),
    );
    expect(lines).toEqual([
      `event.json: /dates/seminarDinner: seminarDinner is ${addDays(end, 1)}, and should be on or before seminarEnd (${end})`,
    ]);
  });

  it('wants the seminar to end on or after it starts', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<EventInfo>('event.json', (event) => {
        event.dates.seminarEnd = event.dates.committeeMeetingStart;
      }),
    );
    expect(lines.some((line) => line.startsWith('event.json: /dates/seminarEnd: seminarEnd is') && line.includes('should be on or after seminarStart'))).toBe(true);
  });

  it('wants the payment reminders\' days as whole numbers', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<EventInfo>('event.json', (event) => {
        event.paymentReminders.bankDaysBeforeDue = 2.5;
        event.paymentReminders.onlineUnpaidDays = 0;
      }),
    );
    expect(lines).toEqual([
      'event.json: /paymentReminders/bankDaysBeforeDue: is 2.5, and should be a whole number from 0 to 60 (the days before a bank transfer is due that its reminder goes out)',
      'event.json: /paymentReminders/onlineUnpaidDays: is 0, and should be a whole number from 1 to 30 (the days an online registration stays unpaid before its reminder goes out)',
    ]);
  });
});
