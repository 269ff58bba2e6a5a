import { readFileSync } from 'node:fs';

import type { Plugin } from 'vite';

import { eventTextValues } from '../src/i18n/eventTextValues.js';
import { avifPath } from '../src/images/avifPath.js';
import { eventAssetUrl } from '../src/images/eventAssetUrl.js';
import { headerImages } from '../src/images/headerImages.js';
import type { EventInfo } from '../src/model/types.js';

function readJson<T>(relativePath: string): T {
  return JSON.parse(readFileSync(new URL(relativePath, import.meta.url), 'utf8')) as T;
}

/**
 * What index.html must say before any script runs: a meta description (the catalogue's event title) and a preload of
 * the banner, the page's largest paint, so the browser fetches it with the HTML rather than once React has rendered.
 * The preload names the AVIF variant with `type="image/avif"`, so a browser without AVIF skips it; the `<img>` itself
 * still decides between AVIF and GIF (spec section 9), and where it picks the GIF the preload only cost one request.
 */
export function pageHeadPlugin(): Plugin {
  let assetHost = '';
  return {
    name: 'page-head',
    configResolved(config) {
      assetHost = String(config.env.VITE_ASSET_HOST ?? '');
    },
    transformIndexHtml() {
      const event = readJson<EventInfo>('../schemas/event.json');
      const messages = readJson<Record<string, string>>('../schemas/messages/en.json');
      const values = eventTextValues(event, 'en');
      const description = (messages['header.titleImageAlt'] ?? '').replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
      const banner = eventAssetUrl(assetHost, event, avifPath(headerImages.banner.path));
      return [
        { tag: 'meta', attrs: { name: 'description', content: description }, injectTo: 'head' },
        {
          tag: 'link',
          attrs: { rel: 'preload', as: 'image', href: banner, type: 'image/avif', fetchpriority: 'high' },
          injectTo: 'head',
        },
      ];
    },
  };
}
