import { describe, expect, it } from 'vitest';

import { personalPlaceholder, withoutPersonalData } from '../../../core/rules/reportPrivacy';
import { validPayload } from '../../server/helpers/payload';
import { validRequest } from '../../server/visaLetters/visaFixtures';
import { periods } from '../../support/eventTimes';

/** A failed registration's report as src/api/errorReport.ts builds it: the payload a JSON string inside JSON. */
function reportOf(payload: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    message: 'Request failed with status code 422',
    request: { method: 'POST', url: '/web/registrations', headers: {}, payload: JSON.stringify(payload) },
    response: { status: 422, headers: {}, data: { message: 'The given data was invalid.' } },
    ...extra,
  });
}

describe('withoutPersonalData', () => {
  it('masks the names, organisation, e-mail and phone of a registration payload and keeps what it chose', () => {
    const payload = validPayload(periods.first);
    const masked = JSON.parse(withoutPersonalData(reportOf(payload))) as { request: { payload: string } };
    const sent = JSON.parse(masked.request.payload) as Record<string, unknown>;
    for (const key of ['family_name', 'given_name', 'organization_name', 'post_title', 'email', 'phone_number']) {
      expect(sent[key], key).toBe(personalPlaceholder);
    }
    for (const key of ['region', 'fee_category', 'payment_method', 'member_status', 'dietary_preference']) {
      expect(sent[key], key).toBe(payload[key]);
    }
  });

  it("masks a visa request's passport data, and the values of a form sent as key/value pairs", () => {
    const request = validRequest();
    const text = withoutPersonalData(
      JSON.stringify({ message: 'failed', request: { method: 'POST', url: '/x', headers: {}, payload: request } }),
    );
    for (const value of Object.values(request)) expect(text).not.toContain(value);
  });

  it('masks an e-mail address quoted in a message and personal values in an address, and leaves the rest', () => {
    const email = validPayload(periods.first).email;
    const text = withoutPersonalData(
      reportOf(
        {},
        {
          message: `The address ${email} is registered already.`,
          request: { method: 'GET', url: `/web/lookup?email=${encodeURIComponent(email)}&lang=en`, headers: {} },
        },
      ),
    );
    const report = JSON.parse(text) as { message: string; request: { url: string } };
    expect(report.message).toBe(`The address ${personalPlaceholder} is registered already.`);
    expect(report.request.url).toBe(`/web/lookup?email=${personalPlaceholder}&lang=en`);
  });

  it("keeps a validation answer's messages by field: they say what failed, not who sent it", () => {
    const answer = { message: 'The email field is required.', errors: { email: ['The email field is required.'] } };
    const text = withoutPersonalData(reportOf({}, { response: { status: 422, headers: {}, data: answer } }));
    expect(JSON.parse(text)).toMatchObject({ response: { data: answer } });
  });

  it('takes personal-link tokens out too, and masks a text that is not JSON', () => {
    const email = validPayload(periods.first).email;
    expect(withoutPersonalData(`failed at /my/42.1.abcdef for ${email}`)).toBe(
      `failed at /my/[token] for ${personalPlaceholder}`,
    );
  });
});
