/** Registrations at the door, from schemas/ (fees, meetings, event), and a staff member's scans. */
import { randomUUID } from 'node:crypto';

import { meetings } from '../../../core/model/meetings';
import { event, fees } from '../../../core/model/schemaData';
import type { FeeOption, RegistrationPayload } from '../../../core/model/types';
import { eventDays, meetingsOfFee } from '../../../core/rules/meetings';
import type { Store, StoredRegistration } from '../../../server/store/Store';
import { addDays, eventInstant, registrationDay } from '../../support/eventTimes';
import { keep } from '../staff/registrationFixtures';

/** Every meeting day of the event, with its meeting. */
export const doorDays = eventDays(event, meetings);

/** The first day of the first meeting. */
export const firstDay = doorDays[0];

/** A fee option whose delegates attend `meetingId`, or (attends false) one whose delegates do not. */
export function feeFor(meetingId: string, attends = true): FeeOption {
  const option = fees.options.find(
    (candidate) =>
      meetingsOfFee(fees, meetings, candidate.value).some((meeting) => meeting.id === meetingId) === attends,
  );
  if (!option) throw new Error(`schemas/ has no fee ${attends ? 'for' : 'outside'} meeting ${meetingId}`);
  return option;
}

/** The day staff confirm the transfers: the day after the registrations are kept. */
const paidOn = addDays(registrationDay, 1);

/** A registration paid by bank transfer (confirmed by staff), of a fee that attends the first meeting day. */
export async function paidRegistration(
  store: Store,
  fields: Partial<RegistrationPayload> = {},
  fee: FeeOption = feeFor(firstDay.meeting.id),
): Promise<StoredRegistration> {
  const registration = await keep(store, { payment_method: 'bank', fee_category: fee.value, ...fields });
  const outcome = await store.applyEvent(
    registration.id,
    { type: 'payment_confirmed', cause: 'staff', amount: fee.price, currency: fees.currency, paidOn },
    { actor: 'staff treasurer@example.org', at: new Date(eventInstant(paidOn, '10:00:00')) },
  );
  if (outcome.outcome !== 'applied') throw new Error('the payment was not confirmed');
  return { ...registration, state: 'paid' };
}

/** Noon of a meeting day in the event's time zone: the door's clock in these tests. */
export function noonOf(day: string): Date {
  return new Date(eventInstant(day, '12:00:00'));
}

/** One scan as the check-in page sends it: by default at noon of its day, with the list's `window` when given. */
export function scan(
  target: { code: string } | { registrationId: number },
  day: string = firstDay.day,
  scannedAt: Date = noonOf(day),
  window?: string,
) {
  return { scanId: randomUUID(), ...target, day, scannedAt: scannedAt.toISOString(), ...(window ? { window } : {}) };
}
