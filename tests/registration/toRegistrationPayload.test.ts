import formSchema from '@schemas/form.schema.json';
import { describe, expect, it } from 'vitest';

import type { DiallingCode, Region, RegistrationValues } from '../../core/model/types';
import { fieldTableOf } from '../../core/registration/fieldTable';
import { toRegistrationPayload } from '../../src/registration/toRegistrationPayload';
import { othersRegion, othersRegions } from '../support/othersRegions';
import { addedFieldsLeftEmpty } from '../support/payloadKeys';

// The lists are the function's input; these mirror the shapes of schemas/regions.json and schemas/dialling-codes.json
// and stay put when staff edit those files, but for the four 'Others' entries of spec section 3: the form schema under
// test names those in its rule of the typed organisation, so they come from the schemas under test.
const regions: Region[] = [
  {
    id: 'hk',
    regionName: 'Hong Kong SAR, China',
    status: 'Listed authority',
    authorities: [{ name: 'Department of Health', acronym: 'DH' }],
  },
  ...othersRegions,
];
const diallingCodes: DiallingCode[] = [
  {
    id: 1,
    name: 'Afghanistan',
    code: '+93',
    alpha2: 'AF',
    flag: '🇦🇫',
    'name-zh-Hant': '阿富汗',
    'name-zh-Hans': '阿富汗',
  },
  { id: 97, name: 'Hong Kong', code: '+852', alpha2: 'HK', flag: '🇭🇰', 'name-zh-Hant': '香港', 'name-zh-Hans': '香港' },
];
const lists = { regions, diallingCodes };

const hongKongDelegate: RegistrationValues = {
  title: 'Dr',
  familyName: '  Chan ',
  givenName: 'Tai Man ',
  region: 'Hong Kong SAR, China',
  organizationNameInput: 'left over from another region',
  organizationNameSelect: 'Department of Health (DH)',
  postTitle: ' Senior Inspector',
  email: ' tm.chan@example.org ',
  confirmEmail: 'tm.chan@example.org',
  iddCode: 97,
  phoneNumber: '21234567',
  feeCategory: 'cm_sem_member_early',
  joinGalaDinner: 'Yes',
  dietaryPreference: 'Halal',
  paymentMethod: 'online',
  consentAcknowledge: true,
};

describe('toRegistrationPayload', () => {
  it('sends a delegate of a region with authorities with the chosen authority and the region status', () => {
    expect(toRegistrationPayload(hongKongDelegate, lists)).toEqual({
      ...addedFieldsLeftEmpty,
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
      join_gala_dinner: 'Yes',
      dietary_preference: 'Halal',
      member_status: 'Listed authority',
      payment_method: 'online',
    });
  });

  it('does not send the e-mail confirmation or the acknowledgement', () => {
    const payload = toRegistrationPayload(hongKongDelegate, lists);
    expect(Object.keys(payload)).not.toContain('confirmEmail');
    expect(Object.keys(payload)).not.toContain('consentAcknowledge');
    expect(Object.keys(payload)).not.toContain('consent_acknowledge');
  });

  it("sends the typed organisation, trimmed, for an 'Others' region without authorities", () => {
    const others = othersRegion('other_pre_applicants');
    const payload = toRegistrationPayload(
      {
        ...hongKongDelegate,
        region: others.regionName,
        organizationNameInput: '  Ministry of Health of Somewhere  ',
        organizationNameSelect: 'Department of Health (DH)',
      },
      lists,
    );
    expect(payload).toMatchObject({
      region: others.regionName,
      organization_name: 'Ministry of Health of Somewhere',
      member_status: others.status,
    });
  });

  it("sends the partners region with the partners' status", () => {
    const partners = othersRegion('other_partners');
    const payload = toRegistrationPayload(
      { ...hongKongDelegate, region: partners.regionName, organizationNameInput: 'WHO' },
      lists,
    );
    expect(payload).toMatchObject({ organization_name: 'WHO', member_status: partners.status });
  });

  it('sends the secretariat as the chosen authority of the secretariat region, with its status', () => {
    const secretariat = othersRegion('other_pics');
    const authority = secretariat.authorities[0]?.name ?? '';
    const payload = toRegistrationPayload(
      {
        ...hongKongDelegate,
        region: secretariat.regionName,
        organizationNameSelect: authority,
        organizationNameInput: null,
      },
      lists,
    );
    expect(payload).toMatchObject({
      region: secretariat.regionName,
      organization_name: authority,
      member_status: secretariat.status,
    });
  });

  it('sends no dietary preference for a delegate who does not join the dinner', () => {
    const payload = toRegistrationPayload(
      { ...hongKongDelegate, joinGalaDinner: 'No', dietaryPreference: 'Halal' },
      lists,
    );
    expect(payload).toMatchObject({ join_gala_dinner: 'No', dietary_preference: '' });
  });

  it('sends the dietary preference of a delegate who joins the dinner', () => {
    const payload = toRegistrationPayload(
      { ...hongKongDelegate, joinGalaDinner: 'Yes', dietaryPreference: 'Vegetarian' },
      lists,
    );
    expect(payload).toMatchObject({ join_gala_dinner: 'Yes', dietary_preference: 'Vegetarian' });
  });

  it('sends an empty dialling code when none, or an unknown one, is chosen', () => {
    expect(toRegistrationPayload({ ...hongKongDelegate, iddCode: null }, lists).idd_code).toBe('');
    expect(toRegistrationPayload({ ...hongKongDelegate, iddCode: 9999 }, lists).idd_code).toBe('');
  });

  it('sends empty strings, not undefined, for empty values', () => {
    const payload = toRegistrationPayload({}, lists);
    expect(Object.values(payload).every((value) => value === '')).toBe(true);
  });
});

describe('toRegistrationPayload with a field staff added to the schema', () => {
  it('sends the new field under the key it declares, with no other change', () => {
    const schema = structuredClone(formSchema) as { properties: Record<string, object> };
    schema.properties.badgeName = { type: 'string', title: 'field.badgeName', payload: 'badge_name', maxLength: 200 };
    const values = { ...hongKongDelegate, badgeName: ' TM Chan ' } as RegistrationValues;
    const payload = toRegistrationPayload(values, lists, fieldTableOf(schema));
    expect(payload.badge_name).toBe('TM Chan');
    expect(payload).toEqual({ ...toRegistrationPayload(hongKongDelegate, lists), badge_name: 'TM Chan' });
  });
});
