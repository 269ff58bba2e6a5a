/** Shapes of the data files in schemas/ and of the form values (spec section 3). */

/** A fee period's id, as fees.json declares it ('earlyBird', 'standard' for the seminar). */
export type Period = string;

/**
 * A region's status, one of the list fees.json declares ('Member', 'Non-member' for the seminar); check:schemas holds
 * regions and columns to that list, so the code names none.
 */
export type MemberStatus = string;

export interface Authority {
  name: string;
  acronym?: string;
}

export interface Region {
  id: string;
  /** The English name, which the payload sends (spec section 6). */
  regionName: string;
  /**
   * The names the other languages' pages show and search ('name-zh-Hant', 'name-fr'); check:schemas wants one per
   * catalogue, the page falls back to English.
   */
  [name: `name-${string}`]: string | undefined;
  status: MemberStatus;
  authorities: Authority[];
}

export interface DiallingCode {
  id: number;
  name: string;
  code: string;
  alpha2: string;
  flag: string;
  /** The country's name in each other language of the site ('name-zh-Hant'), as gen:dialling-codes writes it. */
  [name: `name-${string}`]: string | undefined;
}

export interface FeePeriod {
  id: Period;
  legend: string;
  /**
   * The name of the date in event.json that is this period's last day ('earlyBirdDeadline'); the last period may
   * have none, and then lasts until registration closes.
   */
  lastDay?: string;
}

export interface FeeRow {
  id: string;
  label: string;
}

export interface FeeColumn {
  id: string;
  label: string;
  /** The statuses whose regions may choose this column; a status two columns list lets its delegates choose. */
  statuses: MemberStatus[];
}

export interface FeeOption {
  value: string;
  period: Period;
  row: string;
  column: string;
  price: number;
}

export interface Fees {
  currency: string;
  /** Every status a region may have; each opens at least one column. */
  statuses: MemberStatus[];
  periods: FeePeriod[];
  rows: FeeRow[];
  columns: FeeColumn[];
  options: FeeOption[];
}

/**
 * The event's days by name (YYYY-MM-DD), each also a value every text may use: registration's closing day, which the
 * service itself needs, and whatever days the fee periods, meetings and extras of schemas/ name.
 */
export interface EventDates extends Record<string, string> {
  registrationCloses: string;
  executiveBureauMeeting: string;
  committeeMeetingStart: string;
  committeeMeetingEnd: string;
  seminarStart: string;
  seminarEnd: string;
}

/** When the payment reminders go out, in whole days. */
export interface PaymentReminderDays {
  /** A bank transfer still unpaid this many days before its due date gets a reminder. */
  bankDaysBeforeDue: number;
  /** An online registration still unpaid this many days after it registered gets a reminder. */
  onlineUnpaidDays: number;
}

export interface EventInfo {
  year: number;
  projectName: string;
  /** Starts every reference and invoice number of the event ('PICS2025' gives 'PICS2025-0042'). */
  referencePrefix: string;
  bodyAcronym: string;
  organiserEmail: string;
  timeZone: string;
  /** When unpaid registrations are reminded by e-mail (core/rules/paymentReminders.ts). */
  paymentReminders: PaymentReminderDays;
  /** How long personal data is kept after the last meeting day (core/rules/retention.ts). */
  retention: { days: number };
  dates: EventDates;
  /** Where the meetings take place, in each language of the site (the delegate's page, e-mails, calendar file). */
  venue: EventVenue;
}

/** A text in each language of the site, by catalogue tag; check:schemas wants one per catalogue, English always. */
export interface TextInEachLanguage {
  en: string;
  [language: string]: string | undefined;
}

/** The venue's name and address as delegates read them. */
export interface EventVenue {
  name: TextInEachLanguage;
  address: TextInEachLanguage;
}

export type YesNo = 'Yes' | 'No';
export type PaymentMethod = 'online' | 'bank';
export type DietaryPreference = 'NA' | 'Halal' | 'Vegetarian';

/** The form values; RJSF leaves a field undefined while it is empty. */
export interface RegistrationValues {
  title?: string;
  familyName?: string;
  givenName?: string;
  region?: string;
  organizationNameInput?: string | null;
  organizationNameSelect?: string | null;
  postTitle?: string;
  email?: string;
  confirmEmail?: string;
  iddCode?: number | null;
  phoneNumber?: string;
  feeCategory?: string;
  joinGalaDinner?: YesNo | '';
  dietaryPreference?: DietaryPreference | '';
  paymentMethod?: PaymentMethod | '';
  consentAcknowledge?: boolean;
}

/**
 * The JSON body of POST /web/registrations (spec section 7): one text per payload key of the field table
 * (core/registration/fieldTable.ts), the 14 keys of the spec and any field staff add to the schema.
 */
export type RegistrationPayload = Record<string, string>;
