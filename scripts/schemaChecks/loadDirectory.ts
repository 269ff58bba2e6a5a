import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { findJsonSyntaxError } from './jsonSyntax.js';
import type { Problem } from './problem.js';
import { problem } from './problem.js';

/** The files the form reads; each must be there. English is the one catalogue required, the fallback of every other. */
export const expectedFiles = [
  'form.schema.json',
  'form.uischema.json',
  'fees.json',
  'regions.json',
  'dialling-codes.json',
  'event.json',
  'organiser.json',
  'meetings.json',
  'extras.json',
  'badge.json',
  'messages/en.json',
] as const;

export type ExpectedFile = (typeof expectedFiles)[number];

export interface LoadedDirectory {
  /** Parsed content by file name relative to the directory ('messages/en.json'); a file that failed to parse is absent. */
  data: Map<string, unknown>;
  /** Every file found, relative, with '/' separators. */
  files: string[];
  problems: Problem[];
}

function listFiles(root: string, relative = ''): string[] {
  return readdirSync(path.join(root, relative), { withFileTypes: true }).flatMap((entry) => {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(root, name) : [name];
  });
}

/** Reads and parses every JSON file under a schema directory, reporting files that are missing or not valid JSON. */
export function loadDirectory(directory: string): LoadedDirectory {
  const files = listFiles(directory).sort();
  const data = new Map<string, unknown>();
  const problems: Problem[] = [];
  for (const file of files.filter((name) => name.endsWith('.json'))) {
    // Editors may save a byte-order mark; Vite ignores it, so the check does too.
    const text = readFileSync(path.join(directory, file), 'utf8').replace(/^\uFEFF/, '');
    try {
      data.set(file, JSON.parse(text));
    } catch (error) {
      const found = findJsonSyntaxError(text);
      const where = found ? `line ${found.line}, column ${found.column}` : 'line 1, column 1';
      const reason = found ? found.message : error instanceof Error ? error.message : String(error);
      problems.push(problem(file, where, `not valid JSON: ${reason}`));
    }
  }
  for (const file of expectedFiles.filter((name) => !files.includes(name))) {
    problems.push(problem(file, '/', 'the file is missing, and the form needs it'));
  }
  return { data, files, problems };
}
