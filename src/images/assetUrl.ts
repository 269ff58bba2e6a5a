import { event } from '../../core/model/schemaData';
import { config } from '../config';
import { avifPath } from './avifPath';
import { eventAssetUrl } from './eventAssetUrl';
import { supportsAnimatedAvif } from './supportsAnimatedAvif';

/** The address of an event image: {host}/{year}/{project}/{path}; host '' means the site's own origin root. */
export function assetUrl(path: string, host: string = config.assetHost): string {
  return eventAssetUrl(host, event, path);
}

/**
 * Whether to try the AVIF variant first: always for stills, for a GIF only where animated AVIF plays. An unknown user
 * agent (`undefined`: the page rendered at build time, and its hydration) tries it too, as index.html paints the
 * banner: the browser's own user agent decides right after.
 */
export function triesAvif(path: string, userAgent: string | undefined): boolean {
  if (/\.avif$/i.test(path)) return false;
  if (/\.gif$/i.test(path)) return userAgent === undefined || supportsAnimatedAvif(userAgent);
  return true;
}

/** The URL to try first and the one to fall back to when it fails to load. */
export function imageSources(
  path: string,
  userAgent: string | undefined,
  host: string = config.assetHost,
): { preferred: string; fallback: string } {
  const fallback = assetUrl(path, host);
  return { preferred: triesAvif(path, userAgent) ? assetUrl(avifPath(path), host) : fallback, fallback };
}
