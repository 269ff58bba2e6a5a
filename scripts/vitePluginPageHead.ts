import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { Plugin, Rollup } from 'vite';

import { eventTextValues } from '../core/i18n/eventTextValues.js';
import { type AssetImageFile, headerImages } from '../core/model/headerImages.js';
import type { EventInfo } from '../core/model/types.js';
import { plainPageFile } from '../core/paths/pagePaths.js';
import { schemasFolder } from '../server/boot/schemasFolder.mjs';
import { escapeHtml } from '../server/http/htmlPage.js';
import { offeredLocales } from '../server/i18n/catalogues.js';
import { avifPath } from '../src/images/avifPath.js';
import { eventAssetUrl } from '../src/images/eventAssetUrl.js';

/** A file of the event's schemas folder (SCHEMAS_DIR, else schemas/). */
function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(schemasFolder(), file), 'utf8')) as T;
}

const rootElement = '<div id="root"></div>';
const headerStart = '<!--painted-header-->';
const headerEnd = '<!--/painted-header-->';

/**
 * The language switcher and the banner's image as LanguageSwitcher and PageBanner render them, with the same classes
 * and sizes (the title over the banner is text of the page's language, which React adds: this page serves every
 * language, so it says none), so the browser paints them (the page's largest image included) as soon as the HTML and the style sheet are
 * in, without waiting for the scripts. React replaces them with its own when it first renders, at the same place.
 * A script is needed to read the user agent, so here the images are the AVIF variants: the banner is shown as one by
 * every browser that decodes AVIF, and from React's first render on, AssetImage applies spec section 9's thresholds.
 */
function paintedHeader(messages: Record<string, string>, image: (file: AssetImageFile) => string): string {
  const text = (key: string) => escapeHtml(messages[key] ?? key);
  const links = offeredLocales
    .map(
      (locale) =>
        `<li><a href="?lang=${locale}" lang="${locale}" hreflang="${locale}"${locale === 'en' ? ' aria-current="true"' : ''}>${text(`language.${locale}`)}</a></li>`,
    )
    .join('');
  const { banner } = headerImages;
  return [
    headerStart,
    `<nav class="language-switcher" aria-label="${text('language.label')}"><ul>${links}</ul></nav>`,
    '<header class="page-banner">',
    `<img src="${image(banner)}" alt="" width="${banner.width}" height="${banner.height}" decoding="async" fetchpriority="high" class="page-banner__art">`,
    '</header>',
    headerEnd,
  ].join('');
}

/**
 * What index.html must hold before any script runs: a meta description (the catalogue's event title) and the painted
 * header inside #root. The build also writes plain.html, the same page with #root empty, which the server sends for
 * the paths without the banner (core/paths/pagePaths.ts).
 */
export function pageHeadPlugin(): Plugin {
  let assetHost = '';
  let publicDir = '';
  return {
    name: 'page-head',
    configResolved(config) {
      assetHost = String(config.env.VITE_ASSET_HOST ?? '');
      publicDir = config.publicDir;
    },
    transformIndexHtml(html) {
      const event = readJson<EventInfo>('event.json');
      const messages = readJson<Record<string, string>>('messages/en.json');
      const values = eventTextValues(event, 'en');
      const description = (messages['header.titleImageAlt'] ?? '').replace(
        /\{(\w+)\}/g,
        (whole, name: string) => values[name] ?? whole,
      );
      // The AVIF copy where gen:images made one, else the original: an event whose AVIF files are not made yet (no
      // avifenc on the machine) paints its header without a request that answers 404.
      const image = (file: AssetImageFile) => {
        const avif = avifPath(file.path);
        const made = !publicDir || existsSync(path.join(publicDir, eventAssetUrl('', event, avif)));
        return escapeHtml(eventAssetUrl(assetHost, event, made ? avif : file.path));
      };
      if (!html.includes(rootElement))
        throw new Error(`index.html must contain ${rootElement}, where the page is rendered.`);
      return {
        html: html.replace(rootElement, `<div id="root">${paintedHeader(messages, image)}</div>`),
        tags: [{ tag: 'meta', attrs: { name: 'description', content: description }, injectTo: 'head' }],
      };
    },
    generateBundle: {
      // After Vite's own HTML plugin has put the finished index.html into the bundle.
      order: 'post',
      handler(_options, bundle: Rollup.OutputBundle) {
        const index = bundle['index.html'] as Rollup.OutputAsset | undefined;
        if (!index) return;
        // The page's scripts at low fetch priority: the painted header's style sheet and images come first, and the
        // scripts no longer count as render-blocking (Lighthouse's first paint fell from about 2.3 s to 1.4 s).
        const html = String(index.source).replace(
          /<(script type="module"|link rel="modulepreload") /g,
          '<$1 fetchpriority="low" ',
        );
        index.source = html;
        const start = html.indexOf(headerStart);
        const end = html.indexOf(headerEnd);
        if (start < 0 || end < start) throw new Error('The built index.html lost its painted header.');
        this.emitFile({
          type: 'asset',
          fileName: plainPageFile,
          source: html.slice(0, start) + html.slice(end + headerEnd.length),
        });
      },
    },
  };
}
