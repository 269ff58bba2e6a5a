/**
 * Stands in for fast-uri in the bundle (see vite.config.ts): RJSF calls only `resolve` and `equal` when it follows a
 * `$ref` against a schema's `$id`, and the platform's URL does both.
 */
function resolve(base: string, reference: string): string {
  try {
    return new URL(reference, base).href;
  } catch {
    return reference;
  }
}

function equal(first: string, second: string): boolean {
  try {
    return new URL(first).href === new URL(second).href;
  } catch {
    return first === second;
  }
}

const uriResolver = { resolve, equal };

export { equal, resolve };
export default uriResolver;
