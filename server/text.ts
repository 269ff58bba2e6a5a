/** English texts from the form's message catalogue, filled the way the front end fills them. */
import { eventTextValues } from '../core/i18n/eventTextValues';
import { englishMessages } from '../core/i18n/messages';
import { event } from '../core/model/schemaData';

const eventValues = eventTextValues(event, 'en');

/** Fills {name} placeholders; an unknown name is left as written. */
export function fillPlaceholders(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Whether the English catalogue has this key. */
export function hasText(key: string): boolean {
  return Object.hasOwn(englishMessages, key);
}

/** The English text of a catalogue key with the event's values and `values` filled in; the key itself when unknown. */
export function englishText(key: string, values: Readonly<Record<string, string>> = {}): string {
  const template = englishMessages[key];
  return template === undefined ? key : fillPlaceholders(template, { ...eventValues, ...values });
}

/** A day of schemas/event.json as the texts print it ('25 October 2025'). */
export function eventDayText(day: keyof typeof event.dates): string {
  return eventValues[day] ?? event.dates[day];
}
