// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { findJsonSyntaxError } from '../../scripts/schemaChecks/jsonSyntax';
import { problemsAfter } from './helpers/schemaCopy';

describe('a schema file that is not valid JSON', () => {
  it('is reported with the line and column where the comma is missing', async () => {
    const lines = await problemsAfter((copy) => {
      const text = copy.readText('fees.json');
      copy.writeText('fees.json', text.replace('"currency": "USD",', '"currency": "USD"'));
    });
    expect(lines).toEqual([
      "fees.json: line 2, column 20: not valid JSON: a property value is followed by '\"', and should be followed by ',' or '}'; a comma may be missing here",
    ]);
  });

  it('points at a trailing comma before a closing bracket', async () => {
    const lines = await problemsAfter((copy) => {
      const text = copy.readText('event.json');
      copy.writeText('event.json', text.replace('"seminarDinner": "2025-11-06"', '"seminarDinner": "2025-11-06",'));
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^event\.json: line \d+, column \d+: not valid JSON: a comma is followed by '}'; remove this last comma$/);
  });
});

describe('findJsonSyntaxError', () => {
  it('finds nothing wrong in valid JSON', () => {
    expect(findJsonSyntaxError('{"a": [1, 2.5e3, "x\\n", true, null], "b": {}}')).toBeUndefined();
  });

  it.each([
    ['{"a": 1,\n "b": }', 2, 7, "a value is missing before \"}\"; remove the comma before it or add the value"],
    ["{'a': 1}", 1, 2, 'a property name is in single quotes, and should be in double quotes'],
    ['{"a": "b\n"}', 1, 9, 'a line break inside text; close the text with " on the same line, or write \\n'],
    ['{"a": 1 // note\n}', 1, 8, "a property value is followed by '/', and should be followed by ',' or '}'; a comma may be missing here"],
    ['[1, 2', 1, 6, "a list item is followed by the end of the file, and should be followed by ',' or ']'; a comma may be missing here"],
    ['{"price": 1,000}', 1, 13, "found '0' where a property name in double quotes was expected"],
  ])('explains %j at line %i, column %i', (text, line, column, message) => {
    expect(findJsonSyntaxError(text)).toEqual({ line, column, message });
  });
});
