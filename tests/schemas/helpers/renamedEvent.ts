/**
 * A copy of an event's schemas folder whose membership statuses, fee column ids, meeting ids and some region names are
 * all renamed, consistently, so that check:schemas still accepts it: the tests that read these values from the
 * schemas under test pass on it, and a test that names the seminar's ('Member', 'Hong Kong SAR, China', 'committee')
 * fails. Run as a script to write one for a test run:
 *
 *   npx tsx tests/schemas/helpers/renamedEvent.ts schemas /tmp/renamed
 *   SCHEMAS_DIR=/tmp/renamed npx vitest run tests/core tests/widgets ...
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Each renamed value and its new name: '<old>' → '<new>'. */
export const renamedStatuses: Record<string, string> = {
  Member: 'Participating Authority',
  Applicant: 'Accession Applicant',
  'Pre-Applicant': 'Candidate Authority',
  'Non-member': 'Guest Authority',
};
export const renamedColumns: Record<string, string> = {
  Members: 'Participants',
  Applicants: 'Candidates',
  'Non-members': 'Guests',
};
export const renamedMeetings: Record<string, string> = { committee: 'steering', seminar: 'plenary' };
export const renamedRegions: Record<string, string> = {
  'Hong Kong SAR, China': 'Hong Kong (China)',
  'Others - Other Pre-Applicants': 'Others - Other Candidate Authorities',
};

const renamed = (names: Record<string, string>, value: string): string => names[value] ?? value;

type Json = Record<string, unknown>;

function editJson<T>(dir: string, file: string, change: (data: T) => T | void): void {
  const target = path.join(dir, file);
  const data = JSON.parse(readFileSync(target, 'utf8')) as T;
  const result = change(data) ?? data;
  writeFileSync(target, `${JSON.stringify(result, null, 2)}\n`);
}

function editText(dir: string, file: string, change: (text: string) => string): void {
  const target = path.join(dir, file);
  writeFileSync(target, change(readFileSync(target, 'utf8')));
}

/** `text` with each name of `names`, written as `written` writes it, replaced by its new name written alike. */
function replaceEach(text: string, names: Record<string, string>, written: (name: string) => string): string {
  return Object.entries(names).reduce((result, [from, to]) => result.split(written(from)).join(written(to)), text);
}

/** Renames, in place, the values above in the schemas folder `dir`. */
export function renameEventData(dir: string): void {
  editJson<{ statuses: string[]; columns: Json[]; options: Json[] }>(dir, 'fees.json', (fees) => {
    fees.statuses = fees.statuses.map((status) => renamed(renamedStatuses, status));
    for (const column of fees.columns) {
      column.id = renamed(renamedColumns, column.id as string);
      column.statuses = (column.statuses as string[]).map((status) => renamed(renamedStatuses, status));
    }
    for (const option of fees.options) option.column = renamed(renamedColumns, option.column as string);
  });
  // The region lists are edited as text, keeping the generators' layout (their tests compare it byte for byte).
  editText(dir, 'regions.json', (regions) =>
    replaceEach(
      replaceEach(regions, renamedStatuses, (name) => `"status": ${JSON.stringify(name)}`),
      renamedRegions,
      (name) => `"regionName": ${JSON.stringify(name)}`,
    ),
  );
  editText(dir, 'dialling-codes.json', (codes) =>
    replaceEach(codes, renamedRegions, (name) => `"name": ${JSON.stringify(name)}`),
  );
  editJson<{ meetings: Json[] }>(dir, 'meetings.json', (meetings) => {
    for (const meeting of meetings.meetings) meeting.id = renamed(renamedMeetings, meeting.id as string);
  });
  // The form's conditions name regions by their names ('Others - ...' needs the organisation typed in).
  editText(dir, 'form.schema.json', (form) => replaceEach(form, renamedRegions, (name) => JSON.stringify(name)));
  // The catalogues key the statuses' texts by status ('delegate.memberStatus.Member').
  const messages = path.join(dir, 'messages');
  for (const file of readdirSync(messages).filter((name) => name.endsWith('.json'))) {
    editJson<Record<string, string>>(dir, path.join('messages', file), (catalogue) =>
      Object.fromEntries(
        Object.entries(catalogue).map(([key, value]) => {
          const match = /^(.*\.memberStatus\.)(.+)$/.exec(key);
          return [match ? `${match[1]}${renamed(renamedStatuses, match[2] ?? '')}` : key, value];
        }),
      ),
    );
  }
}

/** Copies the schemas folder `from` to `to` and renames the copy's values. */
export function writeRenamedEvent(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
  renameEventData(to);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [from, to] = process.argv.slice(2);
  if (!from || !to) {
    console.error('usage: tsx tests/schemas/helpers/renamedEvent.ts <schemas folder> <new folder>');
    process.exit(1);
  }
  writeRenamedEvent(path.resolve(from), path.resolve(to));
  console.log(`renamed copy of ${from} written to ${to}`);
}
