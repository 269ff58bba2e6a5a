/**
 * Personal data masked in an error report: a report describes a failed call with its payload, and whoever reads the
 * reports needs to know what failed, not who the delegate was. Applied before a report is stored and again before one
 * is shown, so reports kept before this rule are masked too.
 */
import { tokenPlaceholder, withoutTokens } from './personalTokens';

/** What stands where a personal value was. */
export const personalPlaceholder = '[personal data]';

/**
 * Payload and form keys that hold personal data: names, e-mail, phone, passport, address, organisation, date of birth,
 * nationality and embassy, post title, personal-link tokens and passwords. Matched on the key's words, so `given_name`,
 * `confirmEmail`, `organization_name_select` and `passport_number` all count; `project_name` names the event and
 * `region` a country, so they stay.
 */
const personalKey =
  /^(?!project[_-]?name$)(?:.*(?:name|e-?mail|phone|passport|address|organi[sz]ation|birth|nationality|embassy|token|password|post[_-]?title)).*$/i;

/** An e-mail address anywhere in a text (a server's message may quote one). */
const emailAddress = /[^\s"'\\<>@,;:()[\]]+@[^\s"'\\<>@,;:()[\]]+\.[^\s"'\\<>@,;:()[\]]+/g;

/** `?email=...` and the like in an address or a form-encoded body. */
const personalQueryValue = /([?&;]([\w.-]+)=)([^&#\s"']*)/g;

function isPersonalKey(key: string): boolean {
  return personalKey.test(key);
}

function maskedText(text: string): string {
  return text
    .replace(personalQueryValue, (whole, prefix: string, key: string) =>
      isPersonalKey(key) ? `${prefix}${personalPlaceholder}` : whole,
    )
    .replace(emailAddress, personalPlaceholder);
}

/** Whether a value under a personal key is the personal value itself: text, a number, or a list of them. */
function isPersonalValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.every((item) => typeof item !== 'object' || item === null);
  // A token already taken out keeps its own placeholder, which says what stood there.
  return (typeof value === 'string' && value !== '' && value !== tokenPlaceholder) || typeof value === 'number';
}

function maskedValue(value: unknown, key?: string): unknown {
  if (typeof value === 'string') {
    // A payload sent as a JSON string is a JSON document inside the report: masked field by field.
    const inner = value.trimStart();
    if (inner.startsWith('{') || inner.startsWith('[')) {
      try {
        return JSON.stringify(maskedValue(JSON.parse(value), key));
      } catch {
        // Not JSON after all: masked as text.
      }
    }
    return maskedText(value);
  }
  if (Array.isArray(value)) return value.map((item) => maskedValue(item, key));
  if (typeof value === 'object' && value !== null) {
    // A validation answer's `errors` is keyed by field name but holds the server's messages, which say what failed.
    const messages = key === 'errors';
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [
        name,
        !messages && isPersonalKey(name) && isPersonalValue(inner) ? personalPlaceholder : maskedValue(inner, name),
      ]),
    );
  }
  return value;
}

/** `text` (a report's JSON, or any text) with personal values and tokens replaced by placeholders. */
export function withoutPersonalData(text: string): string {
  const scrubbed = withoutTokens(text);
  try {
    return JSON.stringify(maskedValue(JSON.parse(scrubbed)));
  } catch {
    return maskedText(scrubbed);
  }
}
