import type { RegistrationPayload } from '../../src/model/types';
import { serverMessages } from '../http/serverMessages';
import { englishText } from '../text';
import { notValidMessage } from './fieldLabels';
import { isPayloadKey, payloadKeys, type FieldErrors } from './payloadFields';

export type PayloadReading =
  | { ok: true; payload: RegistrationPayload }
  | { ok: false; errors: FieldErrors }
  | { ok: false; message: string };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks the body has exactly the payload's keys (spec section 7, and any the schema adds), each a string. */
export function readPayload(body: unknown): PayloadReading {
  if (!isPlainObject(body)) return { ok: false, message: serverMessages.notJsonObject };
  const errors: FieldErrors = {};
  for (const name of Object.keys(body)) {
    if (!isPayloadKey(name)) errors[name] = [serverMessages.unknownField];
  }
  for (const key of payloadKeys) {
    if (!Object.hasOwn(body, key)) errors[key] = [englishText('error.required')];
    else if (typeof body[key] !== 'string') errors[key] = [notValidMessage(key)];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, payload: body as RegistrationPayload };
}
