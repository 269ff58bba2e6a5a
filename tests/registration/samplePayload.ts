import type { RegistrationPayload } from '../../core/model/types';

/** A complete registration as the backend receives it. */
export const samplePayload: RegistrationPayload = {
  title: 'Dr',
  family_name: 'Chan',
  given_name: 'Tai Man',
  region: 'Hong Kong SAR, China',
  organization_name: 'Department of Health (DH)',
  post_title: 'Senior Inspector',
  email: 'tm.chan@example.org',
  idd_code: '+852',
  phone_number: '21234567',
  fee_category: 'cm_sem_member_early',
  join_gala_dinner: 'No',
  dietary_preference: '',
  member_status: 'Member',
  payment_method: 'bank',
};
