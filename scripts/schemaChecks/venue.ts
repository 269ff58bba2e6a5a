import { isNonEmptyString, isObject, shown } from './json.js';
import type { Problem } from './problem.js';
import { pointer, problem } from './problem.js';

const languages = ['en', 'zh-Hant', 'zh-Hans'] as const;
const meetings = ['committee', 'seminar'];

/** event.json's venue: a name and an address, each written in every language of the site. */
export function checkVenue(event: unknown): Problem[] {
  if (!isObject(event)) return [];
  const venue = event.venue;
  if (!isObject(venue))
    return [
      problem('event.json', pointer('venue'), `is ${shown(venue)}, and should hold the venue's name and address`),
    ];
  const problems: Problem[] = [];
  for (const part of ['name', 'address'] as const) {
    const texts = venue[part];
    for (const language of languages) {
      const value = isObject(texts) ? texts[language] : undefined;
      if (!isNonEmptyString(value))
        problems.push(
          problem(
            'event.json',
            pointer('venue', part, language),
            `is ${shown(value)}, and should be the venue's ${part} in ${language}`,
          ),
        );
    }
  }
  return problems;
}

/** fees.json's rows may say which meetings they cover ("committee", "seminar"), for the delegate's calendar. */
export function checkRowMeetings(fees: unknown): Problem[] {
  if (!isObject(fees) || !Array.isArray(fees.rows)) return [];
  return fees.rows.flatMap((row: unknown, index: number) => {
    if (!isObject(row) || row.meetings === undefined) return [];
    const list = row.meetings;
    if (Array.isArray(list) && list.length > 0 && list.every((item) => meetings.includes(item as string))) return [];
    return [
      problem(
        'fees.json',
        pointer('rows', String(index), 'meetings'),
        `is ${shown(list)}, and should list the meetings the row covers: ${meetings.map((name) => `"${name}"`).join(', ')}`,
      ),
    ];
  });
}
