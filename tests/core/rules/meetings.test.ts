import { describe, expect, it } from 'vitest';

import { meetings } from '../../../core/model/meetings';
import { event, fees } from '../../../core/model/schemaData';
import { checkinAnswer } from '../../../core/rules/checkinAnswer';
import { daysFrom, doorDay, eventDays, meetingOn, meetingsOfFee } from '../../../core/rules/meetings';

/** An instant `minutes` after midnight starting `day` in the event's time zone (from its own offset at noon). */
function afterMidnight(day: string, minutes: number): Date {
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const localNoon = new Date(noonUtc.toLocaleString('en-US', { timeZone: event.timeZone }) + ' UTC');
  const offsetMs = localNoon.getTime() - noonUtc.getTime();
  return new Date(Date.parse(`${day}T00:00:00Z`) - offsetMs + minutes * 60_000);
}

describe('which meeting is today', () => {
  const days = eventDays(event, meetings);

  it('counts every day of each meeting from schemas/event.json, in order', () => {
    for (const meeting of meetings) {
      const own = days.filter((day) => day.meeting.id === meeting.id).map((day) => day.day);
      expect(own).toEqual(daysFrom(event.dates[meeting.firstDay], event.dates[meeting.lastDay]));
    }
    expect(days.map((day) => day.day)).toEqual([...days.map((day) => day.day)].sort());
  });

  it("takes the day in the event's time zone: a minute after midnight there is the new day, a minute before the old", () => {
    for (const { day, meeting } of days) {
      expect(doorDay(event, afterMidnight(day, 1))).toBe(day);
      expect(meetingOn(event, meetings, doorDay(event, afterMidnight(day, 1)))?.id).toBe(meeting.id);
      expect(doorDay(event, afterMidnight(day, -1))).not.toBe(day);
    }
  });

  it('has no meeting on a day before the first or after the last', () => {
    const before = new Date(Date.parse(`${days[0].day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const after = new Date(Date.parse(`${days.at(-1)!.day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(meetingOn(event, meetings, before)).toBeUndefined();
    expect(meetingOn(event, meetings, after)).toBeUndefined();
  });

  it('gives each fee category the meetings of its fee row', () => {
    for (const option of fees.options) {
      const expected = meetings.filter((meeting) => meeting.feeRows.includes(option.row)).map((meeting) => meeting.id);
      expect(meetingsOfFee(fees, meetings, option.value).map((meeting) => meeting.id)).toEqual(expected);
    }
    expect(meetingsOfFee(fees, meetings, 'no-such-fee')).toEqual([]);
  });
});

describe('the answer at the door', () => {
  const paid = { state: 'paid', meetings: ['seminar'], checkIns: [] };

  it('checks in a paid delegate of the meeting, once a day', () => {
    expect(checkinAnswer(paid, '2030-11-05', 'seminar')).toEqual({ kind: 'checkedIn' });
    const checked = { ...paid, checkIns: [{ day: '2030-11-05', at: '2030-11-05T01:00:00.000Z', by: 'a@example.org' }] };
    expect(checkinAnswer(checked, '2030-11-05', 'seminar')).toEqual({
      kind: 'alreadyCheckedIn',
      at: '2030-11-05T01:00:00.000Z',
      by: 'a@example.org',
    });
    expect(checkinAnswer(checked, '2030-11-06', 'seminar')).toEqual({ kind: 'checkedIn' });
  });

  it('refuses in order: unknown, cancelled, not paid, not registered for the meeting', () => {
    expect(checkinAnswer(undefined, '2030-11-05', 'seminar')).toEqual({ kind: 'unknownCode' });
    expect(checkinAnswer({ ...paid, state: 'cancelled' }, '2030-11-03', 'committee')).toEqual({ kind: 'cancelled' });
    expect(checkinAnswer({ ...paid, state: 'awaiting_payment' }, '2030-11-05', 'seminar')).toEqual({ kind: 'notPaid' });
    expect(checkinAnswer(paid, '2030-11-03', 'committee')).toEqual({ kind: 'notRegisteredToday' });
  });
});
