/** What check-in keeps: every scan, the managers' undos, and from them the check-in standing per registration and day. */

/** A scan the door sends: a registration found by its code or by name, on a meeting day. */
export interface NewScan {
  /** The phone's own id of the scan, so a scan sent twice is kept once. */
  scanId: string;
  registrationId: number;
  day: string;
  meeting: string;
  /** When the phone scanned; a time after it reaches the server is taken as the time it arrived. */
  scannedAt: Date;
  /** When it reached the server, by the server's clock (a demo's day, not the machine's). */
  arrivedAt: Date;
  staffEmail: string;
  method: 'code' | 'name';
}

/** A registration's check-in of a day: its first scan to reach the server since the day's last undo. */
export interface StandingCheckIn {
  registrationId: number;
  day: string;
  at: Date;
  by: string;
}

/** One scan as kept, with whether it is the one the check-in stands on. */
export interface ScanRecord {
  scanId: string;
  day: string;
  meeting: string;
  scannedAt: Date;
  recordedAt: Date;
  staffEmail: string;
  method: 'code' | 'name';
}

/** What the door needs to know about a registration. */
export interface DoorRegistration {
  id: number;
  reference: string | null;
  title: string;
  givenName: string;
  familyName: string;
  organizationName: string;
  region: string;
  feeCategory: string;
  state: string;
}

export interface CheckinStore {
  /** Every registration, for the door's list. */
  doorRegistrations(): Promise<DoorRegistration[]>;
  /** One registration by id or reference (any case); undefined when there is none. */
  doorRegistration(by: { id: number } | { reference: string }): Promise<DoorRegistration | undefined>;
  /** Every check-in standing now. */
  standingCheckIns(): Promise<StandingCheckIn[]>;
  /**
   * Keeps a scan (once per scanId) and answers the day's check-in it leaves standing and whether that is this scan
   * (none stands when the scan was sent again after a manager undid its check-in). Scans of one registration are
   * taken one at a time, in any process.
   */
  recordScan(scan: NewScan): Promise<{ standing: StandingCheckIn | undefined; won: boolean }>;
  /** Undoes a registration's check-in of a day; false when none stood. */
  undoCheckIn(registrationId: number, day: string, staffEmail: string): Promise<boolean>;
  /** A registration's scans, oldest first. */
  scansOf(registrationId: number): Promise<ScanRecord[]>;
}
