/**
 * What the delegate sends from their own page, checked by the form's own rules (schemas/form.schema.json through
 * server/registration/fieldRules.ts): a correction cannot store what the form would have refused.
 */
import type { FastifyRequest } from 'fastify';

import { wordKeyedText } from '../../core/api/keyedText';
import { diallingCodes } from '../../core/model/diallingCodes';
import type { Extra } from '../../core/model/extras';
import { delegateEditableKeys } from '../../core/registration/delegateEditable';
import { formFieldTable } from '../../core/registration/formFieldTable';
import { extraAnswers } from '../../core/rules/extras';
import { HttpError } from '../http/HttpError';
import { fieldProblem } from '../registration/fieldRules';
import { apiText } from './apiText';

function invalid(key: string, message: string): HttpError {
  return new HttpError(422, { message, errors: { [key]: [message] } });
}

/** The form's message for a value of a payload key, or undefined when the form would take it. */
function problemOf(request: FastifyRequest, key: string, value: unknown): string | undefined {
  const field = formFieldTable.entry(key)?.fields[0];
  if (!field) return apiText(request, 'delegateApi.notEditable');
  // The form chooses a dialling code by its list entry; the registration keeps the code itself.
  if (field === 'iddCode')
    return typeof value === 'string' && diallingCodes.some((code) => code.code === value)
      ? undefined
      : apiText(request, 'error.iddCode.required');
  const problem = fieldProblem(field, value);
  return problem && wordKeyedText(problem, (textKey, values) => apiText(request, textKey, values));
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
  const answerProblem = problemOf(request, extra.question, answer);
  if (answerProblem) throw invalid(extra.question, answerProblem);
  const followUpKey = extra.followUp;
  if (followUpKey === undefined || answer !== extra.joins) return extraAnswers(extra, answer as string, '');
  const followUp = body[followUpKey];
  const followUpProblem = problemOf(request, followUpKey, followUp);
  if (followUpProblem) throw invalid(followUpKey, followUpProblem);
  return extraAnswers(extra, answer, followUp as string);
}

/** A correction of personal details: only the keys the schema marks delegateEditable, each by its field's rules. */
export function detailsChanges(request: FastifyRequest, body: Record<string, unknown>): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const [key, raw] of Object.entries(body)) {
    if (!delegateEditableKeys.has(key)) throw invalid(key, apiText(request, 'delegateApi.notEditable'));
    const value = typeof raw === 'string' ? raw.trim() : raw;
    const problem = problemOf(request, key, value);
    if (problem) throw invalid(key, problem);
    changes[key] = value as string;
  }
  if (Object.keys(changes).length === 0) throw new HttpError(422, { message: apiText(request, 'delegateApi.nothing') });
  return changes;
}
