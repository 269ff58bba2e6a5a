import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { languageCookieName, languageFromCookie } from '../../core/i18n/languageCookie';
import { pickLocale } from '../../core/i18n/locales';
import { delegatePaths } from '../../core/paths/delegatePaths';
import { formPageFile, pagePaths, pagesWithBanner, plainPageFile } from '../../core/paths/pagePaths';
import { acceptedLanguages } from '../http/acceptLanguage';
import { hasCompressedVariants } from '../http/compressibleFiles';
import { answerOf } from '../http/keyedRefusal';
import { serverTexts } from '../http/serverMessages';
import { offeredLocales } from '../i18n/catalogues';

/** Paths the API and the checkout own: a miss there is a JSON 404, never the site's index.html. */
export const apiPrefixes = ['/web/', '/sanctum/', '/admin/', '/checkout/', '/staff/api/'];

/** The pages whose address holds a secret token: the delegate's own page, the e-mail change's confirmation and undo. */
function isPrivatePage(path: string): boolean {
  return [delegatePaths.page, delegatePaths.emailConfirmation, delegatePaths.emailUndo].some((prefix) =>
    path.startsWith(prefix),
  );
}

/**
 * The pages that show a registration: those above, and the thank-you page, which reads it through a token kept in the
 * tab (and, from older links, once in its address).
 */
function showsRegistration(path: string): boolean {
  return isPrivatePage(path) || path === pagePaths.thanks;
}

function pathOf(url: string): string {
  return url.split('?')[0] ?? url;
}

function isPageRoute(method: string, url: string): boolean {
  const path = pathOf(url);
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  // '/', '/thankMessage', '/anything': a page; '/assets/x.js', '/logo.png': a file that is missing.
  return (
    (method === 'GET' || method === 'HEAD') &&
    !apiPrefixes.some((prefix) => path.startsWith(prefix)) &&
    // A personal link's token has dots in it ('42.1.…'), yet names a page.
    (!lastSegment.includes('.') || isPrivatePage(path))
  );
}

/**
 * Serves the built site from `staticDir` with the single-page-app fallback: every page route gets index.html (the
 * front end's router shows '/', '/thankMessage' or its not-found page). '/' and '/thankMessage' get it with the
 * language switcher and banner already painted; the other paths get the same page without them (plain.html), so the
 * staff console never flashes the delegates' banner. A build without plain.html is served index.html throughout.
 */
export async function registerSite(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  const hasSite = staticDir !== undefined && existsSync(join(staticDir, 'index.html'));
  const plainPage = hasSite && existsSync(join(staticDir, plainPageFile)) ? plainPageFile : 'index.html';
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      // The build writes .br and .gz beside its text files (scripts/vitePluginCompress.ts): sent by Accept-Encoding.
      preCompressed: true,
      setHeaders: (response, path) => {
        // Vite's hashed files never change; everything else is revalidated.
        const hashed = path.includes(`${sep}assets${sep}`);
        response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A cache must not hand the brotli copy to a client that asked for none.
        if (hasCompressedVariants(path)) response.setHeader('vary', 'accept-encoding');
      },
    });
  }
  // The form rendered at build time in each language (scripts/vitePluginPrerender.ts), when the build has them.
  const prerendered = hasSite && offeredLocales.every((locale) => existsSync(join(staticDir, formPageFile(locale))));
  const sendIndex = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const url = request.url;
    const path = pathOf(url);
    // The address is the key to a delegate's registration: no cache keeps it, no search engine lists it, and no other
    // site learns it from a Referer (the page's API calls and document links carry none either).
    const privatePage = showsRegistration(path);
    if (privatePage)
      reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'no-referrer');
    if (!hasSite) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The site is not built yet: run `npm run build`, then start the server again.');
    }
    if (!privatePage) reply.header('cache-control', 'no-cache');
    if (prerendered && path === pagePaths.form) {
      // The language the page starts in, as main.tsx picks it: ?lang= first, then the language last chosen in this
      // browser (its cookie), then the browser's languages. (A tab's own choice that differs from the cookie is known
      // only to the browser, which then renders the form anew in that language.)
      const search = url.slice(path.length);
      const chosen = languageFromCookie(request.cookies[languageCookieName], offeredLocales);
      // Its answer depends on all three headers; this value replaces the one the static files' setHeaders gives.
      reply.header('vary', 'accept-encoding, accept-language, cookie');
      const locale = pickLocale(search, acceptedLanguages(request.headers['accept-language']), offeredLocales, chosen);
      return reply.sendFile(formPageFile(locale), staticDir);
    }
    const page = pagesWithBanner.includes(path) ? 'index.html' : plainPage;
    return reply.sendFile(page, staticDir);
  };
  // The static files have no index, so '/' is a page route like the others.
  app.get('/', async (request, reply) => sendIndex(request, reply));
  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRoute(request.method, request.url)) return reply.code(404).send(answerOf(serverTexts.notFound));
    return sendIndex(request, reply);
  });
}
