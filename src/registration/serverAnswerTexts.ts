import answersEnglish from '@schemas/messages/en.json?answers';
import { createIntl } from 'react-intl';

import { eventTextValues } from '../../core/i18n/eventTextValues';
import { type Locale, locales } from '../../core/i18n/locales';
import { event } from '../../core/model/schemaData';
import type { Messages } from '../i18n/catalogue';
import type { FormatMessage } from './submitFailureMessage';

// What the server says of a request (server.api.*), and the alerts about an answer, are needed only once a submit
// failed: each language is a chunk of its own (`?answers`, scripts/vitePluginMessages.ts) beside the sending code,
// never in the form's first load.
const translations: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>> = {
  'zh-Hant': () => import('@schemas/messages/zh-Hant.json?answers'),
  'zh-Hans': () => import('@schemas/messages/zh-Hans.json?answers'),
};

/**
 * `format` able to word the server's own texts and the alerts about an answer too, in the page's language over their
 * English, the event's values filled as the page fills them. If the language's texts cannot be fetched (the
 * connection is down), `format` alone, with the page's general text for any key it lacks.
 */
export async function withServerAnswerTexts(format: FormatMessage, locale: string): Promise<FormatMessage> {
  let messages: Messages = answersEnglish;
  const known = (locales as readonly string[]).includes(locale) && locale !== 'en';
  if (known) {
    try {
      messages = { ...answersEnglish, ...(await translations[locale as Exclude<Locale, 'en'>]()).default };
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
