import answersEnglish from '@schemas/messages/en.json?answers';
import { createIntl } from 'react-intl';

import { type Locale, locales } from '../../core/i18n/locales';
import type { Messages } from '../i18n/catalogue';
import type { FormatMessage } from './submitFailureMessage';

// What the server says of a request (server.api.*) is needed only once a submit failed: each language is a chunk of
// its own (`?answers`, scripts/vitePluginMessages.ts) beside the sending code, never in the form's first load.
const translations: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>> = {
  'zh-Hant': () => import('@schemas/messages/zh-Hant.json?answers'),
  'zh-Hans': () => import('@schemas/messages/zh-Hans.json?answers'),
};

/**
 * `format` able to word the server's own texts too, in the page's language over their English. If the language's
 * texts cannot be fetched (the connection is down), `format` alone: the alert then gives the page's general text.
 */
export async function withServerAnswerTexts(format: FormatMessage, locale: string): Promise<FormatMessage> {
  let messages: Messages = answersEnglish;
  const known = (locales as readonly string[]).includes(locale) && locale !== 'en';
  if (known) {
    try {
      messages = { ...answersEnglish, ...(await translations[locale as Exclude<Locale, 'en'>]()).default };
    } catch {
      return format;
    }
  }
  const answers = createIntl({ locale: known ? locale : 'en', messages });
  return (key, values) =>
    Object.hasOwn(messages, key) ? answers.formatMessage({ id: key }, values) : format(key, values);
}
