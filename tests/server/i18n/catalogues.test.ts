import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { orderedLocales } from '../../../core/i18n/locales';
import { readCatalogues } from '../../../server/i18n/catalogues';

let folder = '';

afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = '';
});

/** A messages/ folder of this test's own: each file a catalogue. */
function messagesFolder(files: Record<string, unknown>): string {
  folder = mkdtempSync(path.join(tmpdir(), 'catalogues-'));
  for (const [name, content] of Object.entries(files))
    writeFileSync(path.join(folder, name), typeof content === 'string' ? content : JSON.stringify(content));
  return folder;
}

describe('the languages of an event', () => {
  it('are the catalogues its messages folder holds: a file added is a language offered', () => {
    const english = { 'language.en': 'English', 'language.fr': 'Français', 'language.de': 'Deutsch', hello: 'Hello' };
    const read = readCatalogues(
      messagesFolder({
        'en.json': english,
        'de.json': { hello: 'Hallo' },
        'fr.json': { hello: 'Bonjour' },
        'notes.txt': 'not a catalogue',
      }),
    );
    expect([...read.keys()].sort()).toEqual(['de', 'en', 'fr']);
    expect(read.get('fr')).toEqual({ hello: 'Bonjour' });
    expect(orderedLocales([...read.keys()], english)).toEqual(['en', 'fr', 'de']);
  });

  it('read a catalogue an editor saved with a byte-order mark', () => {
    const read = readCatalogues(messagesFolder({ 'en.json': '\uFEFF{"hello": "Hello"}' }));
    expect(read.get('en')).toEqual({ hello: 'Hello' });
  });
});
