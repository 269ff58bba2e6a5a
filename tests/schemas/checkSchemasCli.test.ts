import { describe, expect, it } from 'vitest';

import { event, fees as realFees } from '../../core/model/schemaData';
import type { Fees } from '../../core/model/types';
import { copySchemas, problemLines, realSchemas, realSchemasLabel, runCheckCli } from './helpers/schemaCopy';

describe('npm run check:schemas', () => {
  it('passes the real files, printing a one-line summary', async () => {
    expect(await problemLines(realSchemas)).toEqual([]);
    const result = runCheckCli();
    expect(result.status).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^check:schemas: ${realSchemasLabel.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is consistent \\(\\d+ files; ${realFees.options.length} fee options, \\d+ regions, \\d+ dialling codes, \\d+ English messages\\)$`,
        ),
      ),
    ]);
  });

  it('prints each problem as file: JSON path: message, then a summary, and exits 1', () => {
    const copy = copySchemas();
    // 30 February of the event's own year: a day written as a date that no calendar has.
    const noSuchDay = `${event.dates.seminarDinner.slice(0, 4)}-02-30`;
    try {
      copy.editJson<Fees>('fees.json', (fees) => {
        fees.options[3].price = -5;
      });
      copy.editJson<{ dates: Record<string, string> }>('event.json', (event) => {
        event.dates.seminarDinner = noSuchDay;
      });
      const result = runCheckCli(copy.dir);
      expect(result.status).toBe(1);
      const printed = result.stderr.split('\n').filter((line) => line !== '' && !line.startsWith('npm warn'));
      expect(printed).toEqual([
        `fees.json: /options/3/price: price is -5, and should be a positive number of ${realFees.currency}`,
        `event.json: /dates/seminarDinner: "${noSuchDay}" is not a real date, and should be a calendar date written YYYY-MM-DD`,
        `check:schemas: 2 problems in ${copy.dir}/; the form is not built until they are fixed`,
      ]);
      expect(result.stdout).toBe('');
    } finally {
      copy.dispose();
    }
  });

  it('reports a file that is not valid JSON with its line and column, and exits 1', () => {
    const copy = copySchemas();
    try {
      copy.writeText('event.json', copy.readText('event.json').replace(`"year": ${event.year},`, `"year": ${event.year}`));
      const result = runCheckCli(copy.dir);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        "event.json: line 2, column 15: not valid JSON: a property value is followed by '\"', and should be followed by ',' or '}'; a comma may be missing here",
      );
    } finally {
      copy.dispose();
    }
  });
});
