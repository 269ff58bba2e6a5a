import en from '@schemas/messages/en.json';

export type Messages = Record<string, string>;

/** English texts, the fallback for every key. */
export const englishMessages: Messages = en;
