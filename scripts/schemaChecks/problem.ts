/** One thing wrong in a schema file: where it is, and what is wrong and what would be right. */
export interface Problem {
  /** The file, relative to the schema directory: 'fees.json', 'messages/en.json'. */
  file: string;
  /** A JSON Pointer into the file ('/options/3/price'), or 'line 4, column 7' for a syntax error. */
  path: string;
  message: string;
}

type Segment = string | number;

/** The JSON Pointer (RFC 6901) of a path; '/' for the whole document, so a printed line never has an empty part. */
export function pointer(...segments: readonly Segment[]): string {
  if (segments.length === 0) return '/';
  return segments.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** Appends segments to a pointer made by `pointer`. */
export function childPointer(parent: string, ...segments: readonly Segment[]): string {
  if (segments.length === 0) return parent;
  const child = pointer(...segments);
  return parent === '/' ? child : `${parent}${child}`;
}

export function problem(file: string, path: string, message: string): Problem {
  return { file, path, message };
}

/** The printed form: `file: JSON path: what is wrong, and what would be right`. */
export function formatProblem({ file, path, message }: Problem): string {
  return `${file}: ${path}: ${message}`;
}
