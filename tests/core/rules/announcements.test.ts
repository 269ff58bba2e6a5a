import { describe, expect, it } from 'vitest';

import { meetings } from '../../../core/model/meetings';
import { event, fees } from '../../../core/model/schemaData';
import {
  announcementLanguage,
  type AudienceMember,
  inAudience,
  paragraphsOf,
  versionProblems,
} from '../../../core/rules/announcements';
import { meetingDays, meetingsOfFee } from '../../../core/rules/meetings';

const daysOf = (meeting: (typeof meetings)[number]) => meetingDays(event, meeting);
const [firstMeeting] = meetings;
const attending = fees.options.find((option) =>
  meetingsOfFee(fees, meetings, option.value).some((meeting) => meeting.id === firstMeeting.id),
)!;
const member = (fields: Partial<AudienceMember> = {}): AudienceMember => ({
  state: 'paid',
  feeCategory: attending.value,
  extras: [],
  checkedInDays: [],
  ...fields,
});
const reaches = (who: AudienceMember, audience: Parameters<typeof inAudience>[1]) =>
  inAudience(who, audience, fees, meetings, daysOf);

describe("an announcement's audience", () => {
  it('leaves cancelled registrations out unless they are chosen', () => {
    expect(reaches(member({ state: 'cancelled' }), {})).toBe(false);
    expect(reaches(member({ state: 'cancelled' }), { includeCancelled: true })).toBe(true);
  });

  it('takes an ended online checkout as awaiting payment', () => {
    expect(reaches(member({ state: 'checkout_expired' }), { payment: 'unpaid' })).toBe(true);
    expect(reaches(member({ state: 'checkout_expired' }), { payment: 'paid' })).toBe(false);
  });

  it("counts a check-in on the chosen meeting's days only", () => {
    const day = daysOf(firstMeeting)[0];
    expect(reaches(member({ checkedInDays: [day] }), { meeting: firstMeeting.id, checkedIn: 'yes' })).toBe(true);
    expect(reaches(member({ checkedInDays: [] }), { meeting: firstMeeting.id, checkedIn: 'no' })).toBe(true);
    expect(reaches(member({ checkedInDays: [day] }), { checkedIn: 'no' })).toBe(false);
  });

  it('keeps the guests of each extra asked for, of all of them', () => {
    expect(reaches(member({ extras: ['dinner'] }), { extraGuests: ['dinner'] })).toBe(true);
    expect(reaches(member(), { extraGuests: ['dinner'] })).toBe(false);
    expect(reaches(member({ extras: ['dinner'] }), { extraGuests: ['dinner', 'visit'] })).toBe(false);
    expect(reaches(member({ extras: ['visit', 'dinner'] }), { extraGuests: ['dinner', 'visit'] })).toBe(true);
  });
});

describe("an announcement's versions", () => {
  const english = { subject: 'Room change', body: 'Hall B.' };

  it("are read in the delegate's language when written, else in English", () => {
    expect(announcementLanguage({ en: english, 'zh-Hant': english }, 'zh-Hant')).toBe('zh-Hant');
    expect(announcementLanguage({ en: english }, 'zh-Hans')).toBe('en');
    expect(announcementLanguage({ en: english }, 'fr')).toBe('en');
  });

  it('need a subject and a text in English, both or neither in another language', () => {
    expect(versionProblems({ subject: ' ', body: 'Text' }, true)).toEqual({
      subject: 'staff.announcements.error.required',
    });
    expect(versionProblems({ subject: '', body: '' }, false)).toEqual({});
    expect(versionProblems({ subject: '場地', body: '' }, false)).toEqual({
      body: 'staff.announcements.error.required',
    });
    expect(versionProblems({ subject: 'A\u202eB', body: 'Line one\nLine two' }, true)).toEqual({
      subject: 'staff.announcements.error.characters',
    });
  });

  it('split into paragraphs on blank lines', () => {
    expect(paragraphsOf('One\r\n\r\nTwo\nstill two\n\n\n')).toEqual(['One', 'Two\nstill two']);
  });
});
