/** Where a JSON text first goes wrong, in words an editor of the file can act on. */
export interface JsonSyntaxError {
  line: number;
  column: number;
  /** What is wrong, and what would be right. */
  message: string;
}

class SyntaxFault extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

const whitespace = new Set([' ', '\t', '\n', '\r']);

/** A small strict JSON reader that stops at the first mistake; JSON.parse does not always say where it is. */
function readJson(text: string): void {
  let at = 0;
  // Where a missing comma belongs, and where the last comma was: a mistake is best shown there.
  let lastValueEnd = 0;
  let lastComma = 0;

  const fail = (message: string, offset = at): never => {
    throw new SyntaxFault(offset, message);
  };
  const skipWhitespace = () => {
    while (at < text.length && whitespace.has(text[at])) at += 1;
  };
  const describeHere = () => (at >= text.length ? 'the file ends' : `found '${text[at]}'`);

  function value(): void {
    skipWhitespace();
    readValue();
    lastValueEnd = at;
  }

  function readValue(): void {
    const char = text[at];
    if (char === undefined) return fail('the file ends where a value was expected; the file may be cut short');
    if (char === '{') return object();
    if (char === '[') return array();
    if (char === '"') return string();
    if (char === '-' || (char >= '0' && char <= '9')) return number();
    for (const literal of ['true', 'false', 'null']) {
      if (text.startsWith(literal, at)) {
        at += literal.length;
        return;
      }
    }
    if (char === "'") return fail('text is in single quotes, and should be in double quotes ("...")');
    if (char === '/') return fail('comments are not allowed in JSON; remove the comment');
    if (char === '}' || char === ']')
      return fail(`a value is missing before ${JSON.stringify(char)}; remove the comma before it or add the value`);
    fail(`${describeHere()} where a value was expected; text must be in double quotes, numbers without quotes`);
  }

  function object(): void {
    at += 1;
    skipWhitespace();
    if (text[at] === '}') {
      at += 1;
      return;
    }
    for (;;) {
      skipWhitespace();
      if (text[at] === '}') return fail("a comma is followed by '}'; remove this last comma", lastComma);
      if (text[at] === "'") return fail('a property name is in single quotes, and should be in double quotes');
      if (text[at] !== '"') return fail(`${describeHere()} where a property name in double quotes was expected`);
      string();
      skipWhitespace();
      if (text[at] !== ':') return fail(`${describeHere()} after a property name, and should be ':'`);
      at += 1;
      value();
      skipWhitespace();
      if (text[at] === ',') {
        lastComma = at;
        at += 1;
        continue;
      }
      if (text[at] === '}') {
        at += 1;
        return;
      }
      fail(
        `a property value is followed by ${at >= text.length ? 'the end of the file' : `'${text[at]}'`}, and should be followed by ',' or '}'; a comma may be missing here`,
        lastValueEnd,
      );
    }
  }

  function array(): void {
    at += 1;
    skipWhitespace();
    if (text[at] === ']') {
      at += 1;
      return;
    }
    for (;;) {
      skipWhitespace();
      if (text[at] === ']') return fail("a comma is followed by ']'; remove this last comma", lastComma);
      value();
      skipWhitespace();
      if (text[at] === ',') {
        lastComma = at;
        at += 1;
        continue;
      }
      if (text[at] === ']') {
        at += 1;
        return;
      }
      fail(
        `a list item is followed by ${at >= text.length ? 'the end of the file' : `'${text[at]}'`}, and should be followed by ',' or ']'; a comma may be missing here`,
        lastValueEnd,
      );
    }
  }

  function string(): void {
    const start = at;
    at += 1;
    while (at < text.length) {
      const char = text[at];
      if (char === '"') {
        at += 1;
        return;
      }
      if (char === '\n' || char === '\r')
        return fail('a line break inside text; close the text with " on the same line, or write \\n');
      if (char === '\\') {
        const escaped = text[at + 1];
        if (escaped === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) at += 6;
        else if (escaped !== undefined && '"\\/bfnrt'.includes(escaped)) at += 2;
        else return fail('a backslash starts an unknown escape; write \\\\ for a backslash');
        continue;
      }
      at += 1;
    }
    fail('the text starting here is never closed; add the closing "', start);
  }

  function number(): void {
    const match = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(at));
    if (!match) return fail('a number is malformed; write digits such as 250 or 1300.5');
    at += match[0].length;
    if (/[0-9A-Za-z_.]/.test(text[at] ?? ''))
      return fail('a number is malformed; write digits such as 250 or 1300.5, without separators or units');
  }

  value();
  skipWhitespace();
  if (at < text.length)
    return fail(
      `${describeHere()} after the end of the JSON value; remove it, or a comma or bracket is missing before it`,
    );
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** The first syntax error of a JSON text, or undefined when it is valid JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  try {
    readJson(text);
    return undefined;
  } catch (error) {
    if (!(error instanceof SyntaxFault)) throw error;
    return { ...lineAndColumn(text, error.offset), message: error.message };
  }
}
