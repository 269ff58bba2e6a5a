import answersEnglish from '@schemas/messages/en.json?answers';
import { createIntl } from 'react-intl';

import { eventTextValues } from '../../core/i18n/eventTextValues';
import { event } from '../../core/model/schemaData';
import type { Messages } from '../i18n/catalogue';
import { translationLoaders } from '../i18n/translationLoaders';
import type { FormatMessage } from './submitFailureMessage';

// What the server says of a request (server.api.*), and the alerts about an answer, are needed only once a submit
// failed: each language is a chunk of its own (`?answers`, scripts/vitePluginMessages.ts) beside the sending code,
// never in the form's first load.
const translations = translationLoaders(
  import.meta.glob<{ default: Messages }>(['@schemas/messages/*.json', '!@schemas/messages/en.json'], {
    query: '?answers',
  }),
);

/**
 * `format` able to word the server's own texts and the alerts about an answer too, in the page's language over their
 * English, the event's values filled as the page fills them. If the language's texts cannot be fetched (the
 * connection is down), `format` alone, with the page's general text for any key it lacks.
 */
export async function withServerAnswerTexts(format: FormatMessage, locale: string): Promise<FormatMessage> {
  let messages: Messages = answersEnglish;
  const load = translations.get(locale);
  const known = load !== undefined;
  if (load) {
    try {
      messages = { ...answersEnglish, ...(await load()).default };
    } catch {
      return (key, values) => {
        const words = format(key, values);
        return words === key ? format('alert.server') : words;
      };
    }
  }
  const answers = createIntl({ locale: known ? locale : 'en', messages });
  const eventValues = eventTextValues(event, known ? locale : 'en');
  return (key, values) =>
    Object.hasOwn(messages, key)
      ? answers.formatMessage({ id: key }, { ...eventValues, ...values })
      : format(key, values);
}
