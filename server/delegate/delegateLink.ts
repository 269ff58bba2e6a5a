/** The absolute address of a delegate's own page, which every e-mail to the delegate carries. */
import { mintDelegateToken } from './delegateToken';

/** The site's address for links in e-mails: SITE_URL, else the address the server prints at start-up. */
export interface DelegateLinks {
  /** e.g. 'https://seminar.example.org' or 'http://127.0.0.1:4173' (a trailing slash is ignored). */
  siteUrl: string;
  /** `delegateLinkKey(serverSecret)`. */
  key: Buffer;
}

/** The page's path under the site, before the token. */
export const delegatePagePath = '/registration/';

/** The registration's page at its current link version, e.g. https://seminar.example.org/registration/AAAAKj...; */
export function delegateLinkFor(
  links: DelegateLinks,
  registration: { id: number; linkVersion: number },
  language?: string,
): string {
  const base = links.siteUrl.replace(/\/+$/, '');
  const token = mintDelegateToken(links.key, registration.id, registration.linkVersion);
  const lang = language && language !== 'en' ? `?lang=${encodeURIComponent(language)}` : '';
  return `${base}${delegatePagePath}${token}${lang}`;
}
