/** A lone surrogate: half of a UTF-16 pair, which UTF-8 (and so PostgreSQL) cannot encode. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether PostgreSQL can keep `text` exactly: a text column refuses NUL, and a lone surrogate would be written as
 * U+FFFD, so what was sent would not be what is read back. Such text is refused, never rewritten.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\0') && !loneSurrogate.test(text);
}
