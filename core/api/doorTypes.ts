/** The door's list and scans as the check-in API sends them: written once here, for server/checkin/ too. */
import type { CheckinAnswer } from '../rules/checkinAnswer';

export interface DoorListEntry {
  id: number;
  reference: string | null;
  /** SHA-256 (hex) of the badge code: lets the page recognise a code offline without being able to make one. */
  codeHash: string | null;
  name: string;
  organisation: string;
  region: string;
  feeCategory: string;
  state: string;
  meetings: string[];
  checkIns: { day: string; at: string; by: string }[];
}

export interface DoorDay {
  day: string;
  meeting: string;
  /** Message key of the meeting's name. */
  label: string;
}

export interface DoorList {
  /** The event's day at the server's clock, in the event's time zone. */
  today: string;
  days: DoorDay[];
  entries: DoorListEntry[];
}

/** A scan as sent: by code (typed, pasted or from the camera) or by the registration found by name. */
export interface DoorScan {
  scanId: string;
  code?: string;
  registrationId?: number;
  day: string;
  scannedAt: string;
  /** Who made it, for the answer shown while it waits offline. */
  by: string;
}

export interface ScanResult {
  scanId: string;
  answer: CheckinAnswer;
  entry?: DoorListEntry;
}
