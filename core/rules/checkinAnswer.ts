/** What the door answers for a registration on a meeting day: the same rule on the server and, offline, on the phone. */

/** What the check-in page knows about a registration (the server's list, or the store). */
export interface DoorEntry {
  state: string;
  /** Ids of the meetings its fee category covers (schemas/meetings.json). */
  meetings: readonly string[];
  /** Its check-ins still standing, one per day at most. */
  checkIns: readonly { day: string; at: string; by: string }[];
}

export type CheckinAnswer =
  | { kind: 'checkedIn' }
  | { kind: 'alreadyCheckedIn'; at: string; by: string }
  | { kind: 'notPaid' }
  | { kind: 'cancelled' }
  | { kind: 'notRegisteredToday' }
  | { kind: 'unknownCode' }
  | { kind: 'undone' }
  /** The scan's time is not on the day it is for, in the event's time zone (checkinBounds.ts). */
  | { kind: 'notToday' }
  /** The scan's time is in the future, or before the device last had the list from the server (checkinBounds.ts). */
  | { kind: 'outsideWindow' };

/** The answer for a registration (undefined: the code is not genuine or names nobody) on `day` of meeting `meetingId`. */
export function checkinAnswer(entry: DoorEntry | undefined, day: string, meetingId: string): CheckinAnswer {
  if (!entry) return { kind: 'unknownCode' };
  if (entry.state === 'cancelled') return { kind: 'cancelled' };
  if (entry.state !== 'paid') return { kind: 'notPaid' };
  if (!entry.meetings.includes(meetingId)) return { kind: 'notRegisteredToday' };
  const earlier = entry.checkIns.find((checkIn) => checkIn.day === day);
  if (earlier) return { kind: 'alreadyCheckedIn', at: earlier.at, by: earlier.by };
  return { kind: 'checkedIn' };
}
