import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The message keys code names: whole keys in quotes, and prefixes of keys it builds (`language.${locale}`). */
export interface KeysInCode {
  literals: ReadonlySet<string>;
  prefixes: readonly string[];
  /** The keys code hands a translator (`t('header.dates.seminar')`), each with the first file that does, for the report. */
  translated: ReadonlyMap<string, string>;
}

/** The translators code calls with a key: the pages' `t`/`text`, the server's `englishText`, the alerts' `format`. */
const translatorCall = /\b(?:t|text|englishText|format|heading)\(\s*(['"])([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9-]+)+)\1/g;

function sourceFiles(directory: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(directory);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(directory, entry);
    if (entry === 'node_modules' || entry.startsWith('.')) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry) && !/\.d\.ts$/.test(entry) ? [full] : [];
  });
}

/**
 * Scans the TypeScript under `roots` for strings that look like message keys ('part.a.legend'). `base` is the folder
 * the report names files from (the project's).
 */
export function keysInCode(roots: readonly string[], base = process.cwd()): KeysInCode {
  const literals = new Set<string>();
  const prefixes = new Set<string>();
  const translated = new Map<string, string>();
  for (const file of roots.flatMap(sourceFiles)) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(translatorCall))
      if (!translated.has(match[2])) translated.set(match[2], path.relative(base, file).split(path.sep).join('/'));
    for (const match of code.matchAll(/(['"`])([A-Za-z][\w-]*(?:\.[\w.-]+)+)\1/g)) literals.add(match[2]);
    for (const match of code.matchAll(/`([A-Za-z][\w-]*(?:\.[\w-]+)*\.)\$\{/g)) prefixes.add(match[1]);
  }
  return { literals, prefixes: [...prefixes], translated };
}
