/**
 * What the delegate sends from their own page, checked by the form's own rules (schemas/form.schema.json through
 * server/registration/fieldRules.ts): a correction cannot store what the form would have refused.
 */
import type { FastifyRequest } from 'fastify';

import type { KeyedText } from '../../core/api/keyedText';
import { diallingCodes } from '../../core/model/diallingCodes';
import type { Extra } from '../../core/model/extras';
import { delegateEditableKeys } from '../../core/registration/delegateEditable';
import { formFieldTable } from '../../core/registration/formFieldTable';
import { extraAnswers } from '../../core/rules/extras';
import { HttpError } from '../http/HttpError';
import { fieldProblem } from '../registration/fieldRules';
import { delegateFieldRefusal, delegateSaid } from './apiText';

/** The form's message for a value of a payload key, or undefined when the form would take it. */
function problemOf(key: string, value: unknown): KeyedText | undefined {
  const field = formFieldTable.entry(key)?.fields[0];
  if (!field) return { key: 'delegateApi.notEditable' };
  // The form chooses a dialling code by its list entry; the registration keeps the code itself.
  if (field === 'iddCode')
    return typeof value === 'string' && diallingCodes.some((code) => code.code === value)
      ? undefined
      : { key: 'error.iddCode.required' };
  return fieldProblem(field, value);
}

/**
 * An extra's answers: its question by the form's rules, and its follow-up (a dietary preference) only when joining
 * (spec section 4, Dinner); the follow-up is kept empty otherwise.
 */
export function extraChoice(
  request: FastifyRequest,
  extra: Extra,
  body: Record<string, unknown>,
): Record<string, string> {
  const answer = body[extra.question];
  const answerProblem = problemOf(extra.question, answer);
  if (answerProblem) throw delegateFieldRefusal(request, extra.question, answerProblem);
  const followUpKey = extra.followUp;
  if (followUpKey === undefined || answer !== extra.joins) return extraAnswers(extra, answer as string, '');
  const followUp = body[followUpKey];
  const followUpProblem = problemOf(followUpKey, followUp);
  if (followUpProblem) throw delegateFieldRefusal(request, followUpKey, followUpProblem);
  return extraAnswers(extra, answer, followUp as string);
}

/** A correction of personal details: only the keys the schema marks delegateEditable, each by its field's rules. */
export function detailsChanges(request: FastifyRequest, body: Record<string, unknown>): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const [key, raw] of Object.entries(body)) {
    if (!delegateEditableKeys.has(key)) throw delegateFieldRefusal(request, key, { key: 'delegateApi.notEditable' });
    const value = typeof raw === 'string' ? raw.trim() : raw;
    const problem = problemOf(key, value);
    if (problem) throw delegateFieldRefusal(request, key, problem);
    changes[key] = value as string;
  }
  if (Object.keys(changes).length === 0)
    throw new HttpError(422, delegateSaid(request, { key: 'delegateApi.nothing' }));
  return changes;
}
