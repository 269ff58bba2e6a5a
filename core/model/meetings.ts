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

export const meetings = (meetingsJson as { meetings: Meeting[] }).meetings;
