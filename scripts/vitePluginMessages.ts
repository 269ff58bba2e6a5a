import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const messageFile = /[\\/]messages[\\/][^\\/]+\.json(\?staff|\?delegate|\?answers)?$/;

/** The staff console's texts (its check-in page's too): only its own lazily loaded chunk imports them (`en.json?staff`), so the delegate's first load never carries them. */
const staffKey = (key: string) => key.startsWith('staff.') || key.startsWith('checkin.');

/**
 * What the server says of a request itself (server.api.*): a page words a refusal from them by key, but only once a
 * call failed, so they are a chunk of their own (`en.json?answers`) the form loads with its sending code, and part
 * of the console's and the delegate's pages' chunks. The form's alerts about an answer go with them; the alerts
 * said without one (no answer, no sending code) stay in the form's catalogue.
 */
const answerKey = (key: string) => key.startsWith('server.api.') || /^alert\.(duplicate|validation)$/.test(key);

/** Texts the console shows besides its own: the form's options (the titles, as it writes a delegate's name). */
const sharedWithStaff = (key: string) => staffKey(key) || key.startsWith('option.') || answerKey(key);

/**
 * The texts of the delegate's own pages (src/delegate/) and of the certificate check: only their lazily loaded chunks import them
 * (`en.json?delegate`), so the form's first load does not grow with them.
 */
const delegateKey = (key: string) =>
  /^(delegate|delegateApi|emailConfirm|emailUndo|find|calendar|receipt|certificate\.verify)\./.test(key);

/** The texts of each catalogue chunk a query names; the catalogue without a query is the form's, all others'. */
const chunkTexts: Readonly<Record<string, (key: string) => boolean>> = {
  '?staff': sharedWithStaff,
  '?delegate': (key) => delegateKey(key) || answerKey(key),
  '?answers': answerKey,
};
const chunkOf = (id: string) => Object.keys(chunkTexts).find((query) => id.endsWith(query));

/** Texts only the server uses (e-mails, invoices, certificates): the site never shows them, so they stay out of its bundle. */
const serverOnlyKey =
  /^(email|checkout|mailbox|invoice|badge|certificate\.pdf|visaLetter\.pdf|personalData\.pdf|money\.creditNote|money\.email)\./;

/**
 * In the production build, turns every message of schemas/messages/*.json into the syntax tree react-intl would
 * otherwise parse in the browser, and drops the parser from the bundle (formatjs's documented no-parser build).
 * Dev and tests keep the texts as they are; check:schemas has already refused any text the parser cannot read.
 */
export function precompiledMessagesPlugin(): Plugin {
  return {
    name: 'precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!messageFile.test(id)) return null;
      const texts = JSON.parse(code) as Record<string, string>;
      const chunk = chunkOf(id);
      const kept = Object.entries(texts).filter(([key]) => {
        if (serverOnlyKey.test(key)) return false;
        if (chunk) return chunkTexts[chunk]?.(key) ?? false;
        return !staffKey(key) && !delegateKey(key) && !answerKey(key);
      });
      const trees = Object.fromEntries(kept.map(([key, text]) => [key, parse(text)]));
      // Still JSON, so Vite's own JSON handling turns it into a module as before; with a query the bundler no longer
      // takes the file for JSON, so the staff and delegate catalogues become modules here.
      if (chunk) return { code: `export default ${JSON.stringify(trees)};`, map: null };
      return { code: JSON.stringify(trees), map: null };
    },
  };
}

/**
 * Outside the production build (dev server, tests), `<locale>.json?staff` as a module of the staff texts alone, and
 * `<locale>.json?delegate` of the delegate's pages' texts alone, as the build makes them (there precompiled by the
 * plugin above): with a query, Vite no longer takes the file for JSON.
 */
export function staffMessagesPlugin(): Plugin {
  return {
    name: 'staff-messages',
    apply: (_config, { command }) => command !== 'build',
    enforce: 'pre',
    transform(code, id) {
      const chunk = chunkOf(id);
      const wanted = chunk ? chunkTexts[chunk] : undefined;
      if (!messageFile.test(id) || !wanted) return null;
      const texts = JSON.parse(code) as Record<string, string>;
      const kept = Object.fromEntries(Object.entries(texts).filter(([key]) => wanted(key)));
      return { code: `export default ${JSON.stringify(kept)};`, map: null };
    },
  };
}
