import type { RegistrationPayload } from '../../core/model/types';
import { columnAt, listedRegion, rowAt } from '../support/eventShape';
import { authorityText, feeAt } from '../support/schemaTexts';

// A region of the first fee column of schemas/regions.json with its first authority, and a fee of the grid under test.
const region = listedRegion();
const authority = region.authorities[0];
if (!authority) throw new Error('a region with authorities lists one');

/** A complete registration as the backend receives it. */
export const samplePayload: RegistrationPayload = {
  title: 'Dr',
  family_name: 'Chan',
  given_name: 'Tai Man',
  region: region.regionName,
  organization_name: authorityText(authority),
  post_title: 'Senior Inspector',
  email: 'tm.chan@example.org',
  idd_code: '+852',
  phone_number: '21234567',
  fee_category: feeAt(rowAt(-1), columnAt(0)).value,
  join_gala_dinner: 'No',
  dietary_preference: '',
  member_status: region.status,
  payment_method: 'bank',
};
