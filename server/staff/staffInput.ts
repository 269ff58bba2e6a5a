/**
 * The console's request bodies read one way for every staff route: a JSON object, texts required or optional, trimmed,
 * at most so long, and only characters the database and the history can keep. Refusals name their texts by key.
 */
import type { FastifyRequest } from 'fastify';

import { hasOnlySafeCharacters } from '../../core/rules/textCharacters';
import { fieldRefusal, refusal } from '../http/keyedRefusal';
import { staffMessages } from './staffMessages';

export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refusal(422, staffMessages.bodyNotObject);
  return body as Record<string, unknown>;
}

/**
 * The text of `field`, trimmed, of at most `max` characters; '' when left out and not `required`. `label` names the
 * field's text (staff.api.label.<label>).
 */
export function textOf(
  body: Record<string, unknown>,
  field: string,
  label: string,
  max: number,
  required: boolean,
): string {
  const name = staffMessages.label(label);
  const value = body[field];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (required) throw fieldRefusal(field, staffMessages.required(name));
    return '';
  }
  if (typeof value !== 'string') throw fieldRefusal(field, staffMessages.notText(name));
  if (value.trim().length > max) throw fieldRefusal(field, staffMessages.tooLong(name, max));
  // NUL and lone surrogates cannot be stored, bidi controls would turn the record around; line breaks may stay.
  if (!hasOnlySafeCharacters(value.replace(/[\n\r\t]/g, ' ')))
    throw fieldRefusal(field, staffMessages.unsafeCharacters(name));
  return value.trim();
}

/** The registration's number in the address (`:id`); 404 for anything that cannot be one. */
export function registrationIdOf(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw refusal(404, staffMessages.registrationNotFound);
  return Number(raw);
}
