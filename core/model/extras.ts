/**
 * The event's optional extras (schemas/extras.json): a dinner, a site visit, any number of them or none. Each is a
 * question of the form that a delegate answers, with an optional follow-up question asked only of those who join.
 */
import extrasJson from '@schemas/extras.json';

export interface Extra {
  /** Names the extra's texts (core/rules/extras.ts lists their keys) and its list's address in the console. */
  id: string;
  /** The payload key of the form's question whether the delegate joins. */
  question: string;
  /** The answer to the question that means joining. */
  joins: string;
  /** The payload key of the question asked only of those who join (a dietary preference); none if it has none. */
  followUp?: string;
  /** The date name (event.json `dates`) of the day it takes place. */
  day: string;
  /** The date name of the last day delegates may change their answer on their own page (the caterer's cut-off). */
  changesUntil: string;
}

export const extras: readonly Extra[] = (extrasJson as { extras: Extra[] }).extras;
