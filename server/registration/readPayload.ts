import type { KeyedText } from '../../core/api/keyedText';
import type { RegistrationPayload } from '../../core/model/types';
import { isStorableText } from '../db/storableText';
import { serverTexts } from '../http/serverMessages';
import { notValidText } from './fieldLabels';
import { type FieldErrors, formPayloadShape, type PayloadShape } from './payloadFields';

export type PayloadReading =
  | { ok: true; payload: RegistrationPayload }
  | { ok: false; errors: FieldErrors }
  | { ok: false; message: KeyedText; errors?: FieldErrors };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** At most this many unknown keys are named back, each only if short: a body of thousands is not echoed. */
const maxNamedUnknownKeys = 5;
const maxEchoedKeyLength = 64;

/**
 * Checks the body has the payload's keys (spec section 7, and any the schema adds; an optional one may be absent) and
 * no others, each a string the database can keep as it is (no NUL, no lone surrogate: refused, never rewritten).
 */
export function readPayload(body: unknown, shape: PayloadShape = formPayloadShape): PayloadReading {
  if (!isPlainObject(body)) return { ok: false, message: serverTexts.notJsonObject };
  const errors: FieldErrors = {};
  const known = new Set(shape.keys);
  const unknown = Object.keys(body).filter((name) => !known.has(name));
  const named = unknown
    .filter((name) => name.length <= maxEchoedKeyLength && isStorableText(name))
    .slice(0, maxNamedUnknownKeys);
  for (const name of named) errors[name] = [serverTexts.unknownField];
  for (const key of shape.keys) {
    const value = body[key];
    if (!Object.hasOwn(body, key)) {
      if (!shape.optional.has(key)) errors[key] = [{ key: 'error.required' }];
    } else if (typeof value !== 'string' || !isStorableText(value)) errors[key] = [notValidText(key)];
  }
  if (unknown.length > named.length) return { ok: false, message: serverTexts.unknownFields(unknown.length), errors };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, payload: body as RegistrationPayload };
}
