/** The rules of the event's extras (core/model/extras.ts), shared by the form's pages, the server and check:schemas. */
import type { Extra } from '../model/extras';
import type { EventInfo } from '../model/types';
import { eventDay } from './period';

/** A registration's answers by payload key, as the store and the delegate's page hold them. */
export type AnswerOf = (key: string) => string;

/** Whether a registration joins the extra. */
export function joinsExtra(extra: Extra, answerOf: AnswerOf): boolean {
  return answerOf(extra.question) === extra.joins;
}

/** The follow-up answer (a dietary preference) of one who joins; '' for one who does not, or an extra without one. */
export function followUpAnswer(extra: Extra, answerOf: AnswerOf): string {
  return extra.followUp !== undefined && joinsExtra(extra, answerOf) ? answerOf(extra.followUp) : '';
}

/** The ids of the extras a registration joins, in the order of extras.json. */
export function joinedExtras(extras: readonly Extra[], answerOf: AnswerOf): string[] {
  return extras.filter((extra) => joinsExtra(extra, answerOf)).map((extra) => extra.id);
}

/** Whether the answer may still change on `now`: until its cut-off day, in the event's time zone. */
export function extraMayChange(extra: Extra, event: EventInfo, now: Date): boolean {
  const until = event.dates[extra.changesUntil];
  return until !== undefined && eventDay(now, event.timeZone) <= until;
}

/** The answers as a registration keeps them: the follow-up emptied unless the delegate joins (spec section 4, Dinner). */
export function extraAnswers(extra: Extra, answer: string, followUp: string): Record<string, string> {
  const joining = answer === extra.joins;
  return {
    [extra.question]: answer,
    ...(extra.followUp !== undefined ? { [extra.followUp]: joining ? followUp : '' } : {}),
  };
}

/** The keys of an extra's texts the server writes (the calendar entry, the refusal after the cut-off); they take no values. */
export function extraServerTextKeys(extra: Pick<Extra, 'id'>): string[] {
  return [`calendar.${extra.id}`, `delegateApi.closed.${extra.id}`];
}

/**
 * The message keys each extra needs in every catalogue: its name on the delegate's page and in the calendar, its
 * change form, the console's counts, list and announcement filter. check:schemas asks each catalogue for them.
 */
export function extraTextKeys(extra: Extra): string[] {
  const id = extra.id;
  return [
    ...extraServerTextKeys(extra),
    `delegate.extra.${id}`,
    `delegate.extra.${id}.joining`,
    `delegate.extra.${id}.notJoining`,
    `delegate.venue.extra.${id}`,
    `delegate.extraForm.${id}.heading`,
    `delegate.extraForm.${id}.cutOff`,
    `delegate.extraForm.${id}.submit`,
    `delegate.extraForm.${id}.done`,
    `delegate.event.${id}_changed`,
    `staff.event.${id}_changed`,
    `staff.counts.guests.${id}`,
    `staff.announcements.guests.${id}`,
    `staff.lists.extra.${id}.heading`,
    `staff.lists.extra.${id}.intro`,
    `staff.lists.extra.${id}.title`,
    `staff.lists.extra.${id}.pdf`,
    `staff.lists.extra.${id}.csv`,
    ...(extra.followUp !== undefined ? [`staff.lists.extra.${id}.counts`, `staff.lists.extra.${id}.followUp`] : []),
  ];
}
