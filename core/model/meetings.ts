/** The meetings delegates attend (schemas/meetings.json): their days name dates of event.json, their fee rows fees.json. */
import meetingsJson from '@schemas/meetings.json';

import type { EventDates } from './types';

export interface Meeting {
  id: string;
  /** Message key of the meeting's name. */
  label: string;
  firstDay: keyof EventDates;
  lastDay: keyof EventDates;
  /** The fee rows (fees.json) whose delegates attend it. */
  feeRows: string[];
}

interface MeetingsFile {
  /** Message keys of the event's date lines, in order: the form's header and the delegate's page show each. */
  dateLines: string[];
  /** Message keys of the notes on who attends what, shown under the form's date lines. */
  attendanceNotes: string[];
  meetings: Meeting[];
}

const meetingsFile = meetingsJson as MeetingsFile;

export const meetings = meetingsFile.meetings;

/** The event's date lines (message keys), any number of them: the form's header and the delegate's page. */
export const dateLines: readonly string[] = meetingsFile.dateLines;

/** The attendance notes (message keys) under the form's date lines. */
export const attendanceNotes: readonly string[] = meetingsFile.attendanceNotes;
