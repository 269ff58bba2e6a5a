import { config } from '../config';
import { event } from '../model/schemaData';
import { avifPath } from './avifPath';
import { eventAssetUrl } from './eventAssetUrl';
import { supportsAnimatedAvif } from './supportsAnimatedAvif';

/** The address of an event image: {host}/{year}/{project}/{path}; host '' means the site's own origin root. */
export function assetUrl(path: string, host: string = config.assetHost): string {
  return eventAssetUrl(host, event, path);
}

/** Whether to try the AVIF variant first: always for stills, for a GIF only where animated AVIF plays. */
export function triesAvif(path: string, userAgent: string): boolean {
  if (/\.avif$/i.test(path)) return false;
  if (/\.gif$/i.test(path)) return supportsAnimatedAvif(userAgent);
  return true;
}

/** The URL to try first and the one to fall back to when it fails to load. */
export function imageSources(
  path: string,
  userAgent: string,
  host: string = config.assetHost,
): { preferred: string; fallback: string } {
  const fallback = assetUrl(path, host);
  return { preferred: triesAvif(path, userAgent) ? assetUrl(avifPath(path), host) : fallback, fallback };
}
