/** A small cookie jar for fetch: keeps what Set-Cookie sets and sends it back. */

export interface JarCookie {
  /** The value as sent, still URL-encoded. */
  value: string;
  /** The attributes, lower-cased names ('httponly', 'samesite', 'path', 'max-age', 'secure'). */
  attributes: Map<string, string>;
}

export class CookieJar {
  private readonly cookies = new Map<string, JarCookie>();

  /** Takes the cookies of a response. */
  absorb(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributeParts] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const attributes = new Map<string, string>();
      for (const part of attributeParts) {
        const [key = '', ...rest] = part.split('=');
        attributes.set(key.trim().toLowerCase(), rest.join('=').trim());
      }
      this.cookies.set(name, { value: pair.slice(eq + 1).trim(), attributes });
    }
  }

  /** Sets a cookie by hand, as a browser that kept it across a server restart would send it. */
  absorbRaw(name: string, value: string): void {
    this.cookies.set(name, { value, attributes: new Map() });
  }

  get(name: string): JarCookie | undefined {
    return this.cookies.get(name);
  }

  /** The Cookie header for the next request. */
  header(): string {
    return [...this.cookies].map(([name, cookie]) => `${name}=${cookie.value}`).join('; ');
  }

  clear(): void {
    this.cookies.clear();
  }
}
