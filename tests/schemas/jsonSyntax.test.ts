import { describe, expect, it } from 'vitest';

import { findJsonSyntaxError } from '../../scripts/schemaChecks/jsonSyntax';
import { problemsAfter } from './helpers/schemaCopy';

describe('a schema file that is not valid JSON', () => {
  it('is reported with the line and column where the comma is missing', async () => {
    // The comma after the first property of fees.json goes; the error is where the next property's name starts.
    let line = 0;
    let column = 0;
    const lines = await problemsAfter((copy) => {
      const text = copy.readText('fees.json');
      const comma = /^\{\s*"[^"]+":\s*("[^"]*"|[^,]+)(,)/.exec(text);
      if (!comma) throw new Error('fees.json does not open with a property followed by a comma');
      const broken = text.slice(0, comma[0].length - 1) + text.slice(comma[0].length);
      // The parser stops where the comma was: right after the value.
      const before = broken.slice(0, comma[0].length - 1).split('\n');
      line = before.length;
      column = before[before.length - 1].length + 1;
      copy.writeText('fees.json', broken);
    });
    expect(lines).toEqual([
      `fees.json: line ${line}, column ${column}: not valid JSON: a property value is followed by '"', and should be followed by ',' or '}'; a comma may be missing here`,
    ]);
  });

  it('points at a trailing comma before a closing bracket', async () => {
    const lines = await problemsAfter((copy) => {
      const text = copy.readText('event.json');
      // A comma after the file's last value, before its closing brace.
      copy.writeText('event.json', text.replace(/\s*\}\s*$/, ',\n}\n'));
    });
    expect(lines, lines.join('\n')).toHaveLength(1);
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
