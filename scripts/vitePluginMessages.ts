import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const messageFile = /[\\/]schemas[\\/]messages[\\/][^\\/]+\.json(\?staff)?$/;

/** The staff console's texts (its check-in page's too): only its own lazily loaded chunk imports them (`en.json?staff`), so the delegate's first load never carries them. */
const staffKey = (key: string) => key.startsWith('staff.') || key.startsWith('checkin.');

/** Texts the console shows besides its own: the form's options (the titles, as it writes a delegate's name). */
const sharedWithStaff = (key: string) => staffKey(key) || key.startsWith('option.');

/** Texts only the server uses (e-mails, invoices, certificates): the site never shows them, so they stay out of its bundle. */
const serverOnlyKey = /^(email|invoice|badge|certificate\.pdf)\./;

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
      const staffOnly = id.endsWith('?staff');
      const kept = Object.entries(texts).filter(
        ([key]) => !serverOnlyKey.test(key) && (staffOnly ? sharedWithStaff(key) : !staffKey(key)),
      );
      const trees = Object.fromEntries(kept.map(([key, text]) => [key, parse(text)]));
      // Still JSON, so Vite's own JSON handling turns it into a module as before; with a query the bundler no longer
      // takes the file for JSON, so the staff catalogue becomes a module here.
      if (staffOnly) return { code: `export default ${JSON.stringify(trees)};`, map: null };
      return { code: JSON.stringify(trees), map: null };
    },
  };
}

/**
 * Outside the production build (dev server, tests), `<locale>.json?staff` as a module of the staff texts alone, as
 * the build makes it (there precompiled by the plugin above): with a query, Vite no longer takes the file for JSON.
 */
export function staffMessagesPlugin(): Plugin {
  return {
    name: 'staff-messages',
    apply: (_config, { command }) => command !== 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!messageFile.test(id) || !id.endsWith('?staff')) return null;
      const texts = JSON.parse(code) as Record<string, string>;
      const kept = Object.fromEntries(Object.entries(texts).filter(([key]) => sharedWithStaff(key)));
      return { code: `export default ${JSON.stringify(kept)};`, map: null };
    },
  };
}
