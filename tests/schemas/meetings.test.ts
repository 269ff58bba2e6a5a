import { describe, expect, it } from 'vitest';

import type { Meeting } from '../../core/model/meetings';
import { problemsAfter } from './helpers/schemaCopy';

type MeetingsFile = { meetings: Meeting[] };

describe('meetings.json', () => {
  it('wants fee rows that fees.json has, and every fee row at some meeting', async () => {
    let row = '';
    const lines = await problemsAfter((copy) =>
      copy.editJson<MeetingsFile>('meetings.json', (data) => {
        for (const meeting of data.meetings) meeting.feeRows = meeting.feeRows.filter((id) => id !== 'cm_sem');
        row = data.meetings[0].feeRows[0];
        data.meetings[0].feeRows = [...data.meetings[0].feeRows, 'cm-sem'];
      }),
    );
    expect(lines).toEqual([
      `meetings.json: /meetings/0/feeRows/1: is "cm-sem", and should be a row id of fees.json`,
      `meetings.json: /meetings: no meeting lists the fee row "cm_sem" of fees.json`,
    ]);
    expect(row).not.toBe('');
  });

  it('wants days that name dates of event.json, and a name in the catalogue', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<MeetingsFile>('meetings.json', (data) => {
        (data.meetings[1] as { firstDay: string }).firstDay = 'seminarBegins';
        data.meetings[1].label = 'checkin.meeting.symposium';
      }),
    );
    // The old name is then unused, which the catalogue check reports too.
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^meetings\.json: \/meetings\/1\/label: .*"checkin\.meeting\.symposium" has no English text/),
        expect.stringMatching(/^meetings\.json: \/meetings\/1\/firstDay: is "seminarBegins", and should name a date of event\.json/),
      ]),
    );
  });
});
