/**
 * The renamed copy of the event (tests/schemas/helpers/renamedEvent.ts) is one check:schemas accepts: its statuses,
 * fee column ids, meeting ids and region names all differ from the seminar's, consistently, so a test that still
 * fails on it (SCHEMAS_DIR=<copy>) names the seminar's values instead of reading them from the schemas under test.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';

import { renamedColumns, renamedMeetings, renamedStatuses, renameEventData } from './helpers/renamedEvent';
import { copySchemas, newProblemLines, type SchemaCopy } from './helpers/schemaCopy';

let copy: SchemaCopy;

beforeAll(() => {
  copy = copySchemas();
  renameEventData(copy.dir);
});

afterAll(() => copy?.dispose());

it('is accepted by check:schemas', async () => {
  expect(await newProblemLines(copy)).toEqual([]);
});

it("names none of the event's statuses, fee columns or meetings as the seminar names them", () => {
  const fees = copy.readJson<{ statuses: string[]; columns: { id: string }[] }>('fees.json');
  const meetings = copy.readJson<{ meetings: { id: string }[] }>('meetings.json');
  for (const status of fees.statuses) expect(Object.keys(renamedStatuses)).not.toContain(status);
  for (const column of fees.columns) expect(Object.keys(renamedColumns)).not.toContain(column.id);
  for (const meeting of meetings.meetings) expect(Object.keys(renamedMeetings)).not.toContain(meeting.id);
});
