/** How a registrations row maps to a StoredRegistration; shared by the store's parts. */
import type { MemberStatus, PaymentMethod, Period, YesNo } from '../../src/model/types';
import type { RegistrationState } from '../lifecycle/lifecycle';
import type { StoredRegistration } from './Store';

export interface RegistrationRow {
  id: number;
  title: string;
  family_name: string;
  given_name: string;
  region: string;
  organization_name: string;
  post_title: string;
  email: string;
  idd_code: string;
  phone_number: string;
  fee_category: string;
  fee_amount: number;
  currency: string;
  fee_period: Period;
  join_gala_dinner: YesNo;
  dietary_preference: string;
  member_status: MemberStatus;
  payment_method: PaymentMethod;
  created_at: Date;
  language: string;
  reference: string | null;
  state: RegistrationState;
  invoice_number: string | null;
  invoice_date: string | null;
  paid_amount: number | null;
  paid_currency: string | null;
  paid_on: string | null;
}

/** The columns of RegistrationRow for a query over `registrations r`; dates as YYYY-MM-DD text, not local-midnight Dates. */
export const registrationColumns = `r.id, r.title, r.family_name, r.given_name, r.region, r.organization_name, r.post_title,
  r.email, r.idd_code, r.phone_number, r.fee_category, r.fee_amount, r.currency, r.fee_period,
  r.join_gala_dinner, r.dietary_preference, r.member_status, r.payment_method, r.created_at,
  r.language, r.reference, r.state, r.invoice_number, r.invoice_date::text as invoice_date,
  r.paid_amount, r.paid_currency, r.paid_on::text as paid_on`;

/** The registration of a row. */
export function toRegistration(row: RegistrationRow): StoredRegistration {
  return {
    id: row.id,
    title: row.title,
    familyName: row.family_name,
    givenName: row.given_name,
    region: row.region,
    organizationName: row.organization_name,
    postTitle: row.post_title,
    email: row.email,
    iddCode: row.idd_code,
    phoneNumber: row.phone_number,
    feeCategory: row.fee_category,
    feeAmount: row.fee_amount,
    currency: row.currency,
    feePeriod: row.fee_period,
    joinGalaDinner: row.join_gala_dinner,
    dietaryPreference: row.dietary_preference,
    memberStatus: row.member_status,
    paymentMethod: row.payment_method,
    createdAt: row.created_at,
    language: row.language,
    reference: row.reference,
    state: row.state,
    invoiceNumber: row.invoice_number,
    invoiceDate: row.invoice_date,
    paidAmount: row.paid_amount,
    paidCurrency: row.paid_currency,
    paidOn: row.paid_on,
  };
}
