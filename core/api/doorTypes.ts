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
  /** The server's time when it made the list: the device's offline window opens here. */
  issuedAt: string;
  /** The server's seal on issuedAt; each scan made with this list carries it back as `window`. */
  window: string;
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
  /** The `window` of the list the scan was made with; without it the scan must be live (within the clock skew). */
  window?: string;
  /** Who made it, for the answer shown while it waits offline. */
  by: string;
}

export interface ScanResult {
  scanId: string;
  answer: CheckinAnswer;
  entry?: DoorListEntry;
}
