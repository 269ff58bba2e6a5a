import type { DiallingCode, EventInfo, Fees, Period, Region, RegistrationPayload } from '../../core/model/types';
import { formFieldTable } from '../../core/registration/formFieldTable';
import { payloadMappings } from '../../core/registration/payloadMappings';
import { isEmailAddress, mailboxOf } from '../../core/rules/email';
import { findFee, isFeeAllowed } from '../../core/rules/fees';
import { findRegion, memberStatusOf } from '../../core/rules/memberStatus';
import { organisationMode, organisationOptions } from '../../core/rules/organisation';
import { periodAt } from '../../core/rules/period';
import { hiddenFields } from '../../core/rules/shownFields';
import { serverTexts } from '../http/serverMessages';
import type { NewRegistration } from '../store/Store';
import { notValidText } from './fieldLabels';
import { validateFormValues } from './formValidator';
import type { FieldErrors } from './payloadFields';
import { type SubmittedValues, toFormValues } from './toFormValues';

/** The data files the checks read: the same ones the form is built from. */
export interface RegistrationLists {
  event: EventInfo;
  fees: Fees;
  regions: readonly Region[];
  diallingCodes: readonly DiallingCode[];
}

export type RegistrationCheck = { ok: true; registration: NewRegistration } | { ok: false; errors: FieldErrors };

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * What the form cannot check on its own: that the lists hold the region, organisation, dialling code and fee, that
 * the status is the region's, and that the fee is open for it now. Errors are filed under the field table's keys.
 */
function checkAgainstLists(
  payload: RegistrationPayload,
  received: { values: SubmittedValues; notListed: string[] },
  lists: RegistrationLists,
  period: Period,
): FieldErrors {
  const { values, notListed } = received;
  const errors: FieldErrors = {};
  const keyOf = (field: string) => formFieldTable.keyOf(field) ?? field;
  const notValid = (field: string) => {
    errors[keyOf(field)] = [notValidText(keyOf(field))];
  };
  const region = findRegion(lists.regions, textOf(values.region));
  if (values.region !== undefined && !region) notValid('region');
  const organisation = textOf(values.organizationNameSelect);
  if (
    organisationMode(region) === 'select' &&
    organisation !== undefined &&
    !organisationOptions(region).includes(organisation)
  ) {
    notValid('organizationNameSelect');
  }
  for (const key of notListed) errors[key] = [notValidText(key)];
  for (const { key, mapping, fields } of formFieldTable.keys) {
    // A derived key must say what the form would have derived from the same values.
    if (mapping !== 'memberStatus' || !region) continue;
    if (payload[key] !== payloadMappings[mapping].send(values[fields[0] ?? ''], lists))
      errors[key] = [serverTexts.memberStatusMismatch];
  }
  // The schema's format takes the address; a domain with no ASCII form (a label too long for DNS) reaches no mailbox.
  const email = textOf(values.email);
  if (email !== undefined && isEmailAddress(email) && mailboxOf(email) === undefined)
    errors[keyOf('email')] = [{ key: 'error.email.invalid' }];
  const fee = textOf(values.feeCategory);
  if (fee !== undefined) {
    if (!findFee(lists.fees, fee)) notValid('feeCategory');
    else if (region && !isFeeAllowed(lists.fees, fee, memberStatusOf(region), period))
      errors[keyOf('feeCategory')] = [serverTexts.feeNotAllowed];
  }
  return errors;
}

/** Checks a payload with the form's schema and the data files, at `now`; answers what to keep or the errors. */
export function checkRegistration(
  payload: RegistrationPayload,
  lists: RegistrationLists,
  now: Date,
): RegistrationCheck {
  const period = periodAt(lists.event, lists.fees, now);
  const received = toFormValues(payload, formFieldTable, lists);
  const schemaErrors = validateFormValues(received.values);
  const listErrors = checkAgainstLists(payload, received, lists, period);
  // A list check names the precise fault (an unknown code rather than a missing one), so it wins.
  const errors: FieldErrors = { ...schemaErrors, ...listErrors };
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  // A field the values do not show is kept empty, as the form sends it: a preference without the dinner.
  const hidden = hiddenFields(received.values);
  const fields = Object.fromEntries(
    formFieldTable.keys.map(({ key, fields: formFields }) => [
      key,
      formFields.every((field) => hidden.has(field)) ? '' : (payload[key] ?? ''),
    ]),
  );
  return {
    ok: true,
    registration: {
      fields,
      feeAmount: findFee(lists.fees, textOf(received.values.feeCategory))?.price ?? 0,
      currency: lists.fees.currency,
      feePeriod: period,
    },
  };
}
