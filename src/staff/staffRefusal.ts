/**
 * A refusal of the staff API in the console's language: the API names its texts by key beside the English it must
 * send (core/api/keyedText.ts), so the console words them from its own catalogue; an answer without keys (an older
 * server, a proxy's page) is shown as the English it carries.
 */
import { isKeyedText, wordKeyedText } from '../../core/api/keyedText';
import type { StaffErrorBody } from './staffApi';

type Text = (id: string, values?: Record<string, string | number>) => string;

function worded(text: unknown, t: Text): string | undefined {
  return isKeyedText(text) ? wordKeyedText(text, (key, values) => t(key, values)) : undefined;
}

/** The refusal's message in the console's words; undefined when it carries none. */
export function refusalMessage(body: StaffErrorBody, t: Text): string | undefined {
  return worded(body.messageText, t) ?? body.message;
}

/** Each field's messages in the console's words, as `errors` lists them. */
export function refusalFieldErrors(body: StaffErrorBody, t: Text): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(body.errors ?? {})) {
    const keyed = body.errorTexts?.[field];
    errors[field] = messages.map((message, index) => worded(keyed?.[index], t) ?? message);
  }
  return errors;
}
