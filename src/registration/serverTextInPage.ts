import { isArgumentElement, isLiteralElement, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from '@schemas/messages/en.json';

import { eventTextValues } from '../../core/i18n/eventTextValues';
import { event } from '../../core/model/schemaData';
import type { FormatMessage } from './submitFailureMessage';

/** The page's own wording of a text the server wrote; undefined when the text is none of the catalogue's. */
export type ServerTextInPage = (serverText: string) => string | undefined;

const placeholder = /\{(\w+)\}/g;

/** A catalogue's message: its text, or in the production build the syntax tree it was compiled to (vitePluginMessages). */
type Message = string | MessageFormatElement[];

/** The message as a text with {placeholders}; none for one with plurals, selects or tags, which the server never fills. */
function templateOf(message: Message): string | undefined {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return undefined;
  let template = '';
  for (const element of message) {
    if (isLiteralElement(element)) template += element.value;
    else if (isArgumentElement(element)) template += `{${element.value}}`;
    else return undefined;
  }
  return template;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern matching the template with its {placeholders} filled, capturing each value by name; none for ICU syntax. */
function templatePattern(template: string): { pattern: RegExp; names: string[]; literal: number } | undefined {
  const names: string[] = [];
  const parts = template.split(placeholder);
  let source = '';
  parts.forEach((part, index) => {
    if (index % 2 === 0) source += escapeRegExp(part);
    else {
      names.push(part);
      source += '(.+?)';
    }
  });
  const literal = parts.filter((_, index) => index % 2 === 0).join('');
  // Plurals and selects ('{count, plural, ...}') are left out: the server fills only plain placeholders. A template
  // that is all placeholders ('{issuer}') would claim any text.
  if (/[{}]/.test(literal) || literal.trim() === '') return undefined;
  return { pattern: new RegExp(`^${source}$`, 's'), names, literal: literal.length };
}

/**
 * The server answers in the English of the shared catalogue (server/text.ts fills its placeholders), so the page finds
 * the key whose English text that is and shows the key in its own language. The event's values (dates, acronym) are
 * left for `format` to fill as the page writes them; other values are worded by the page when they are catalogue texts
 * themselves, else kept as the server sent them (a count, a name).
 */
export function serverTextInPage(
  format: FormatMessage,
  englishMessages: Readonly<Record<string, Message>> = en,
  eventValueNames: readonly string[] = Object.keys(eventTextValues(event, 'en')),
): ServerTextInPage {
  // The most fixed text first, so 'Too short.' is not taken for a longer template's value.
  const templates = Object.entries(englishMessages).flatMap(([key, message]) => {
    const template = templateOf(message);
    return template === undefined ? [] : [[key, template] as const];
  });
  const patterns = templates
    .flatMap(([key, template]) => {
      const compiled = templatePattern(template);
      return compiled ? [{ key, ...compiled }] : [];
    })
    .sort((a, b) => b.literal - a.literal);
  const keyOfText = new Map(templates.map(([key, template]) => [template, key]));
  // A value that is itself a catalogue text (a field's label in '{field} is not valid.') is worded by the page too.
  const valueInPage = (value: string) => {
    const key = keyOfText.get(value);
    return key === undefined ? value : format(key);
  };
  return (serverText) => {
    const text = serverText.trim();
    for (const { key, pattern, names } of patterns) {
      const match = pattern.exec(text);
      if (!match) continue;
      const values = Object.fromEntries(
        names.flatMap((name, index) =>
          eventValueNames.includes(name) ? [] : [[name, valueInPage(match[index + 1] ?? '')]],
        ),
      );
      return format(key, values);
    }
    return undefined;
  };
}
