/**
 * The first extra of the event under test (schemas/extras.json: the seminar's dinner) with its options and texts, so
 * that tests of an extra's page, list and counts read them from the schemas rather than from literals.
 */
import type { DelegateExtra } from '../../core/api/delegateTypes';
import { englishMessages } from '../../core/i18n/messages';
import { extras } from '../../core/model/extras';
import { fieldOptions } from '../../src/delegate/delegateFieldRules';

const first = extras[0];
if (!first) throw new Error('these tests need an event with at least one extra in extras.json');

export const extra = first;

/** The answers the extra's question offers: the one that joins, and another that does not. */
export const joining = extra.joins;
export const notJoining = (fieldOptions(extra.question) ?? []).find((option) => option !== extra.joins) ?? '';

/** The follow-up's options (dietary preferences), in the form's order; none for an extra without a follow-up. */
export const followUps: readonly string[] = extra.followUp ? (fieldOptions(extra.followUp) ?? []) : [];

/** An English text of the extra by the end of its key: extraText('delegate.extraForm', 'heading'). */
export function extraText(prefix: string, part?: string): string {
  const key = part === undefined ? `${prefix}.${extra.id}` : `${prefix}.${extra.id}.${part}`;
  const text = (englishMessages as Record<string, string | undefined>)[key];
  if (text === undefined) throw new Error(`no English text for ${key}`);
  return text;
}

/** The extra as the delegate's view carries it. */
export function extraView(joins: boolean, followUp = '', canChange = true): DelegateExtra[] {
  return [
    { id: extra.id, answer: joins ? joining : notJoining, joins, followUp: joins ? followUp : '', canChange },
    ...extras.slice(1).map((other) => ({ id: other.id, answer: '', joins: false, followUp: '', canChange })),
  ];
}
