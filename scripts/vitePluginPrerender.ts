import { createServer, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

import type { Locale } from '../core/i18n/locales.js';
import { formPageFile, prerenderedAttribute } from '../core/paths/pagePaths.js';
import { escapeHtml } from '../server/http/htmlPage.js';
import { offeredLocales } from '../server/i18n/catalogues.js';

const renderModule = '/src/prerender/renderFormPage.tsx';
const paintedHeader = /<div id="root"><!--painted-header-->[\s\S]*?<!--\/painted-header--><\/div>/;

/** The module entry script and the modules Vite preloads with it, as the built index.html names them in its head. */
const entryScript = /[ \t]*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\n?/g;
const modulePreload = /[ \t]*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\n?/g;

/**
 * The page with its modules loaded by public/scripts-after-paint.js once the form and its banner are painted, instead
 * of from the head: the entry first, then what it imports.
 */
function scriptsAfterPaint(html: string): string {
  const entries = [...html.matchAll(entryScript)].map((match) => match[1] ?? '');
  if (entries.length !== 1)
    throw new Error(`The built index.html has ${entries.length} module entry scripts, not one.`);
  const modules = [...entries, ...[...html.matchAll(modulePreload)].map((match) => match[1] ?? '')];
  const names = escapeHtml(modules.join(' '));
  const loader = `<script src="/scripts-after-paint.js" data-modules="${names}" defer></script>`;
  return html
    .replace(entryScript, '')
    .replace(modulePreload, '')
    .replace('</body>', () => `  ${loader}\n  </body>`);
}

type RenderFormPage = (locale: Locale) => Promise<{ markup: string; title: string; description: string }>;

/**
 * Writes form.<language>.html beside index.html: the page with the registration form's first view already in #root,
 * rendered by React at build time (src/prerender/renderFormPage.tsx), with `<html lang>`, the title and the
 * description of its language. The server sends it for '/' in the visitor's language (server/routes/site.ts), the
 * browser paints the whole form from the HTML, and main.tsx hydrates it: the banner keeps the element the browser
 * painted first (the page's largest content), and the first render adds no DOM to lay out. The page's scripts load
 * once that is painted (`scriptsAfterPaint`). Runs after the page-head plugin has finished index.html.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-form',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle: Rollup.OutputBundle) {
        const index = bundle['index.html'] as Rollup.OutputAsset | undefined;
        if (!index) return;
        const html = String(index.source);
        if (!paintedHeader.test(html)) throw new Error('The built index.html has no painted header to replace.');
        // Vite's own module loader renders the app as the browser would load it: the same config, plugins (schemas,
        // precompiled messages) and environment variables, without a server listening. The build's stand-ins for
        // unused RJSF parts (vite.config.ts) are not applied here; they draw nothing on this form, and the browser
        // test of the prerendered page fails on any markup hydration does not find.
        const loader = await createServer({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        });
        try {
          const { renderFormPage } = (await loader.ssrLoadModule(renderModule)) as { renderFormPage: RenderFormPage };
          for (const locale of offeredLocales) {
            const { markup, title, description } = await renderFormPage(locale);
            const page = scriptsAfterPaint(html)
              .replace(paintedHeader, () => `<div id="root" ${prerenderedAttribute}="${locale}">${markup}</div>`)
              .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
              .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
              .replace(
                /<meta name="description" content="[^"]*">/,
                () => `<meta name="description" content="${escapeHtml(description)}">`,
              );
            this.emitFile({ type: 'asset', fileName: formPageFile(locale), source: page });
          }
        } finally {
          await loader.close();
        }
      },
    },
  };
}
