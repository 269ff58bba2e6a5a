/**
 * A registration made through the public API, as the form would send it, for a console suite that tests what staff do
 * with one rather than the form (the form's own suites fill it in).
 */
import { expect } from 'vitest';

import { fees } from '../../../core/model/schemaData';
import type { RegistrationPayload } from '../../../core/model/types';
import { totalFee } from '../../../core/rules/fees';
import { Client } from '../../server/helpers/testServer';

export interface ApiRegistration {
  reference: string;
  email: string;
  title: string;
  /** The fee the registration owes, with its extras. */
  fee: number;
}

/** Posts `payload` to the server at `siteUrl` and answers what it registered; anything but a 201 fails the test. */
export async function registerThroughApi(siteUrl: string, payload: RegistrationPayload): Promise<ApiRegistration> {
  const client = new Client(siteUrl);
  await client.handshake();
  const response = await client.postJson('/web/registrations', payload);
  expect(response.status, await response.clone().text()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  return { reference, email: payload.email, title: payload.title, fee: totalFee(fees, payload.fee_category) };
}
