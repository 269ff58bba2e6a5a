/** A registration made as the form makes it, over HTTP, with what a test then needs of it. */
import { expect } from 'vitest';

import type { RegistrationPayload } from '../../../core/model/types';
import type { Database } from '../../../server/db/Database';
import { periods } from '../../support/eventTimes';
import { uniqueEmail, validPayload } from './payload';
import type { Client } from './testServer';

export interface FormRegistration {
  id: number;
  /** The fee stored, in whole units. */
  fee: number;
  /** The personal link's token. */
  token: string;
  email: string;
}

/** Registers by bank transfer in the first period (`fields` over the valid payload), answered 201. */
export async function registeredByBank(
  client: Client,
  db: Database,
  tag: string,
  fields: Partial<RegistrationPayload> = {},
): Promise<FormRegistration> {
  const payload = validPayload(periods.first, { payment_method: 'bank', email: uniqueEmail(tag), ...fields });
  const response = await client.postJson('/web/registrations', payload);
  expect(response.status).toBe(201);
  const { token } = (await response.json()) as { token: string };
  const [row] = await db.query<{ id: number; fee_amount: number }>(
    'select id, fee_amount from registrations where email = $1',
    [payload.email],
  );
  return { id: row.id, fee: row.fee_amount, token, email: payload.email };
}
