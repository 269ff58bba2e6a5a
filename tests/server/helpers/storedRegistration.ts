/**
 * A registration as the store answers it, for tests of what is printed from one (invoice, receipt, credit note):
 * a bank registration of the first fee option awaiting payment, with what the test is about given as overrides.
 */
import { event, fees } from '../../../core/model/schemaData';
import type { StoredRegistration } from '../../../server/store/Store';
import { listedRegion } from '../../support/eventShape';
import { openDay } from '../../support/eventTimes';
import { authorityText } from '../../support/schemaTexts';

// A region of the first fee column of schemas/regions.json and its first authority.
const region = listedRegion();
const regionName = region.regionName;
const organizationName = region.authorities[0] ? authorityText(region.authorities[0]) : '';

export function storedRegistration(overrides: Partial<StoredRegistration> = {}): StoredRegistration {
  const option = fees.options[0];
  return {
    id: 1,
    title: 'Dr',
    familyName: '陳',
    givenName: '大文',
    region: regionName,
    organizationName,
    postTitle: 'Inspector',
    email: 'delegate@example.org',
    iddCode: '+852',
    phoneNumber: '21234567',
    feeCategory: option.value,
    feeAmount: option.price,
    currency: fees.currency,
    feePeriod: option.period,
    joinGalaDinner: 'No',
    dietaryPreference: '',
    memberStatus: region.status,
    paymentMethod: 'bank',
    // Registered and invoiced on a day while the event under test is open.
    createdAt: new Date(`${openDay}T02:00:00Z`),
    language: 'en',
    reference: `${event.referencePrefix}-0042`,
    state: 'awaiting_payment',
    invoiceNumber: `${event.referencePrefix}-INV-0007`,
    invoiceDate: openDay,
    paidAmount: null,
    paidCurrency: null,
    paidOn: null,
    linkVersion: 1,
    linkMailedAt: null,
    pendingEmail: null,
    extraFields: {},
    fields: [],
    ...overrides,
  };
}
