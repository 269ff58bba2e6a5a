/**
 * A refusal in the page's language: the APIs name their texts by key beside the text they must send
 * (core/api/keyedText.ts), so the console and the delegate's page word them from their own catalogue; an answer
 * without keys (an older server, a proxy's page) is shown as the text it carries.
 */
import { isKeyedText, type KeyedRefusal, wordKeyedText } from '../../core/api/keyedText';

/** What a refusal's body may hold: its text, and its field messages, each beside the same by key. */
export interface RefusalBody extends KeyedRefusal {
  message?: string;
  errors?: Record<string, string[]>;
}

type Text = (id: string, values?: Record<string, string | number>) => string;

function worded(text: unknown, t: Text): string | undefined {
  if (!isKeyedText(text)) return undefined;
  const words = wordKeyedText(text, (key, values) => t(key, values));
  // A key this page's catalogue lacks (a newer server) comes back as the key: the text sent is better.
  return words === text.key ? undefined : words;
}

/** The refusal's message in the page's words; undefined when it carries none. */
export function refusalMessage(body: RefusalBody, t: Text): string | undefined {
  return worded(body.messageText, t) ?? body.message;
}

/** Each field's messages in the page's words, as `errors` lists them. */
export function refusalFieldErrors(body: RefusalBody, t: Text): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(body.errors ?? {})) {
    const keyed = body.errorTexts?.[field];
    errors[field] = messages.map((message, index) => worded(keyed?.[index], t) ?? message);
  }
  return errors;
}
