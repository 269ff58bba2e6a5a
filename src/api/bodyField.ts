/** A field of a parsed JSON body, undefined when the body is not an object or lacks it. */
export function bodyField(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null && Object.hasOwn(body, key)
    ? (body as Record<string, unknown>)[key]
    : undefined;
}
