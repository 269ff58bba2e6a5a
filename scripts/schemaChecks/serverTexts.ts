import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

import { eventTextValueNames, serverTextKeys } from '../../server/mail/textKeys.js';
import { isObject } from './json.js';
import type { Problem } from './problem.js';
import { pointer, problem } from './problem.js';

/** The elements that name an argument: plain, number, date, time, select and plural. */
const namedTypes = new Set<TYPE>([TYPE.argument, TYPE.number, TYPE.date, TYPE.time, TYPE.select, TYPE.plural]);

function argumentNames(elements: readonly MessageFormatElement[], names: Set<string>): void {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && namedTypes.has(element.type))
      names.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentNames(option.value, names);
    if ('children' in element) argumentNames(element.children, names);
  }
}

/**
 * The texts of the e-mails and the invoice (server/mail/textKeys.ts), which no schema file names: each has English
 * text, and in every catalogue uses only the values the server passes it (a misspelt {refrence} would print nothing).
 */
export function checkServerTexts(
  file: string,
  catalogue: unknown,
  event: unknown,
  moreKeys: Readonly<Record<string, readonly string[]>> = {},
): Problem[] {
  const eventValueNames = [
    ...eventTextValueNames,
    ...(isObject(event) && isObject(event.dates) ? Object.keys(event.dates) : []),
  ];
  if (!isObject(catalogue)) return [];
  const problems: Problem[] = [];
  for (const [key, allowed] of Object.entries({ ...serverTextKeys, ...moreKeys })) {
    const text = catalogue[key];
    if (text === undefined) {
      if (file === 'messages/en.json')
        problems.push(
          problem(file, pointer(key), `"${key}" is missing, and the e-mails or the invoice need its English text`),
        );
      continue;
    }
    if (typeof text !== 'string') continue;
    const names = new Set<string>();
    try {
      argumentNames(parse(text), names);
    } catch {
      // The catalogue check reports the syntax error.
      continue;
    }
    const known = new Set<string>([...allowed, ...eventValueNames]);
    for (const name of names) {
      if (!known.has(name)) {
        const offer = [...allowed, ...eventValueNames].map((value) => `{${value}}`).join(', ');
        problems.push(
          problem(file, pointer(key), `uses {${name}}, which this text is never given, and should use only ${offer}`),
        );
      }
    }
  }
  return problems;
}
