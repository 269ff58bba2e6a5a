/**
 * Who a certificate request reaches: of the registrations staff named (by reference, by the list's filters, by id, or
 * everyone), the paid ones checked in on some day; the rest of those named, and references that name nobody, are
 * said apart so the preview and the summary can show them.
 */
import type { Fees } from '../../core/model/types';
import type { CheckinStore, DoorRegistration } from '../checkin/CheckinStore';
import { HttpError } from '../http/HttpError';
import { answerOf, englishOf } from '../http/keyedRefusal';
import { BadListQuery } from '../staff/registrationList';
import { selectedIds, selectionOf } from '../staff/registrationSelection';
import { staffMessages } from '../staff/staffMessages';
import type { Store } from '../store/Store';

export interface CertificateSelectionDeps {
  store: Pick<Store, 'listRegistrations'>;
  checkinStore: CheckinStore;
  fees: Fees;
}

export interface Recipient {
  registration: DoorRegistration;
  /** The days its check-in stands on (YYYY-MM-DD). */
  days: string[];
}

export interface CertificateSelection {
  recipients: Recipient[];
  /** Named, but not checked in on any day or not paid: no certificate. */
  notCheckedIn: DoorRegistration[];
  /** References that name no registration. */
  unknown: string[];
}

/** What a field that cannot be read should hold, said by the field. */
/** What each parameter should hold, as the console asks for it (staff.api.selection.*). */
const fieldHints: ReadonlySet<string> = new Set(['ids', 'references', 'q']);

/** `"3, 5 8"` as registration numbers, the form the first version of the console sent; undefined when absent. */
function idsOf(raw: unknown): Set<number> | undefined {
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return undefined;
  const parts = typeof raw === 'string' ? raw.trim().split(/[\s,;]+/) : [];
  if (parts.length === 0 || parts.length > 1000 || parts.some((part) => !/^\d{1,9}$/.test(part)))
    throw new BadListQuery('ids');
  return new Set(parts.map(Number));
}

async function namedIds(
  raw: Record<string, unknown>,
  deps: CertificateSelectionDeps,
): Promise<{ ids: Set<number> | undefined; unknown: string[] }> {
  const ids = idsOf(raw.ids);
  if (ids) return { ids, unknown: [] };
  const sources = {
    listRegistrations: () => deps.store.listRegistrations(),
    registrationIdOf: async (reference: string) => (await deps.checkinStore.doorRegistration({ reference }))?.id,
  };
  return selectedIds(selectionOf(raw, deps.fees), sources, deps.fees);
}

/**
 * The recipients of a request's `references`, list filters or `ids` (everyone checked in when it names none), in
 * registration order; 422 naming the parameter that cannot be read.
 */
export async function certificateSelection(
  raw: Record<string, unknown>,
  deps: CertificateSelectionDeps,
): Promise<CertificateSelection> {
  let named: { ids: Set<number> | undefined; unknown: string[] };
  try {
    named = await namedIds(raw, deps);
  } catch (error) {
    if (!(error instanceof BadListQuery)) throw error;
    const hint = staffMessages.selection(fieldHints.has(error.parameter) ? error.parameter : 'listValue');
    throw new HttpError(422, {
      ...answerOf(staffMessages.badQuery(error.parameter)),
      errors: { [error.parameter]: [englishOf(hint)] },
      errorTexts: { [error.parameter]: [hint] },
    });
  }
  const days = new Map<number, string[]>();
  for (const checkIn of await deps.checkinStore.standingCheckIns())
    days.set(checkIn.registrationId, [...(days.get(checkIn.registrationId) ?? []), checkIn.day]);
  const byId = new Map((await deps.checkinStore.doorRegistrations()).map((row) => [row.id, row]));
  const chosen = [...(named.ids ?? days.keys())].sort((a, b) => a - b);
  const selection: CertificateSelection = { recipients: [], notCheckedIn: [], unknown: named.unknown };
  for (const id of chosen) {
    const registration = byId.get(id);
    const registrationDays = days.get(id);
    if (!registration) continue;
    if (registrationDays && registration.state === 'paid')
      selection.recipients.push({ registration, days: [...registrationDays].sort() });
    else selection.notCheckedIn.push(registration);
  }
  return selection;
}
