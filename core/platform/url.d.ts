/**
 * The WHATWG URL API is the one platform API the core uses: browsers and Node both have it, so it is declared here,
 * as far as the core needs it, for the core's own typecheck (core/tsconfig.json), which loads neither the DOM's
 * library nor Node's. The layers that import the core check it against their own, complete declarations.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly hostname: string;
}

declare class URLSearchParams {
  constructor(init?: string);
  get(name: string): string | null;
  set(name: string, value: string): void;
  toString(): string;
}
