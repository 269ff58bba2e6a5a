const cookieName = 'XSRF-TOKEN';

/** The XSRF-TOKEN cookie's value, URL-decoded (Laravel sends '=' as %3D); undefined when the cookie is not set. */
export function readXsrfToken(cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== cookieName) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // A malformed escape elsewhere in the value must not hide the token: decode the '=' at least.
      return raw.replace(/%3D/gi, '=');
    }
  }
  return undefined;
}
