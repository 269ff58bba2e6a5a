import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { languageCookieName } from '../../core/i18n/languageCookie';
import type { Locale } from '../../core/i18n/locales';
import { formPageFile } from '../../core/paths/pagePaths';
import { fixedClock } from '../../server/clock';
import { contentSecurityPolicy } from '../../server/http/securityHeaders';
import { offeredLocales } from '../../server/i18n/catalogues';
import { periods } from '../support/eventTimes';
import { instants, validPayload } from './helpers/payload';
import { onDefaultStore } from './helpers/stores';
import { Client, startTestServer, type TestServer } from './helpers/testServer';

const page = (root: string) =>
  `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root">${root}</div></body></html>`;
const indexHtml = page('<header class="page-banner"></header>');
const plainHtml = page('');

/** A stand-in for dist/: index.html and plain.html, a hashed asset and an image. */
function makeSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'seminar-site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  writeFileSync(join(dir, 'plain.html'), plainHtml);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("app");');
  writeFileSync(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

const expectedCsp =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; " +
  "object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

function expectSecurityHeaders(response: Response): void {
  expect(response.headers.get('content-security-policy')).toBe(expectedCsp);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
}

describe('contentSecurityPolicy', () => {
  it('adds the configured asset, API and error-report hosts, once each', () => {
    const csp = contentSecurityPolicy({
      imageOrigins: ['https://assets.example.org'],
      connectOrigins: ['https://api.example.org', 'https://api.example.org', 'https://errors.example.org'],
    });
    expect(csp).toContain("img-src 'self' data: https://assets.example.org;");
    expect(csp).toContain("connect-src 'self' https://api.example.org https://errors.example.org;");
    expect(csp).not.toContain('unsafe');
  });
});

onDefaultStore((database) => {
  let server: TestServer;
  let site: string;

  beforeAll(async () => {
    site = makeSite();
    server = await startTestServer({
      store: database().store,
      staticDir: site,
      clock: fixedClock(new Date(instants.earlyBird)),
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(site, { recursive: true, force: true });
  });

  describe('the built site', () => {
    it.each([
      ['/', 'index.html', indexHtml],
      ['/staff', 'plain.html', plainHtml],
      ['/staff/registrations?state=paid', 'plain.html', plainHtml],
      ['/some/unknown/route', 'plain.html', plainHtml],
    ])('serves %s with %s', async (path, _file, html) => {
      const response = await new Client(server.baseUrl).get(path, { accept: 'text/html' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(html);
      expectSecurityHeaders(response);
    });

    it('serves the thank-you page, which shows a registration, as no cache keeps, no search engine lists and no Referer names', async () => {
      const response = await new Client(server.baseUrl).get('/thankMessage?payment=online', { accept: 'text/html' });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(indexHtml);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    });

    it('serves index.html for every page of a build that has no plain.html', async () => {
      const older = makeSite();
      rmSync(join(older, 'plain.html'));
      const server = await startTestServer({ store: database().store, staticDir: older });
      try {
        for (const path of ['/', '/staff'])
          expect(await (await new Client(server.baseUrl).get(path)).text(), path).toBe(indexHtml);
      } finally {
        await server.close();
        rmSync(older, { recursive: true, force: true });
      }
    });

    it("serves '/' as the form rendered at build time in the visitor's language: ?lang=, the language cookie, Accept-Language", async () => {
      const prerendered = makeSite();
      const formPage = (locale: Locale) => page(`<form lang="${locale}"></form>`);
      for (const locale of offeredLocales) writeFileSync(join(prerendered, formPageFile(locale)), formPage(locale));
      const server = await startTestServer({ store: database().store, staticDir: prerendered });
      try {
        const client = new Client(server.baseUrl);
        const cases: [string, string | undefined, Locale][] = [
          ['/', undefined, 'en'],
          ['/', 'fr-CH, fr;q=0.9, de;q=0.7', 'en'],
          ['/', 'zh-HK,zh;q=0.9,en;q=0.8', 'zh-Hant'],
          ['/', 'fr;q=0.9, zh-CN;q=0.8, en;q=0.5', 'zh-Hans'],
          ['/', 'en;q=0.4, zh-TW', 'zh-Hant'],
          ['/', 'zh-TW;q=0, en', 'en'],
          ['/', ';;, q=1, zh-SG;q=abc, *;q=0.1', 'en'],
          ['/?lang=zh-Hans', 'zh-HK', 'zh-Hans'],
          ['/?lang=en', 'zh-CN', 'en'],
          ['/?lang=klingon', 'zh-CN', 'zh-Hans'],
        ];
        for (const [path, acceptLanguage, locale] of cases) {
          const response = await client.get(path, acceptLanguage ? { 'accept-language': acceptLanguage } : {});
          expect(response.status, `${path} ${acceptLanguage}`).toBe(200);
          expect(await response.text(), `${path} ${acceptLanguage}`).toBe(formPage(locale));
          // A cache must key the page on every header that chooses it.
          expect(response.headers.get('vary')).toBe('accept-encoding, accept-language, cookie');
          expect(response.headers.get('cache-control')).toBe('no-cache');
        }
        // The language last chosen in this browser (src/i18n/chosenLanguage.ts) comes before the browser's own, after
        // ?lang=; a value that names none of the site's languages is passed over.
        const chosen: [string, string, string, Locale][] = [
          ['/', 'zh-Hant', 'zh-CN', 'zh-Hant'],
          ['/', 'zh-Hans', 'en-GB', 'zh-Hans'],
          ['/?lang=en', 'zh-Hant', 'zh-CN', 'en'],
          ['/', 'klingon', 'zh-CN', 'zh-Hans'],
          ['/', '', 'zh-HK', 'zh-Hant'],
        ];
        for (const [path, cookie, acceptLanguage, locale] of chosen) {
          const browser = new Client(server.baseUrl);
          browser.jar.absorbRaw(languageCookieName, cookie);
          const response = await browser.get(path, { 'accept-language': acceptLanguage });
          expect(await response.text(), `${path} cookie '${cookie}' ${acceptLanguage}`).toBe(formPage(locale));
        }
        // The thank-you page and every other path keep their own pages.
        expect(await (await client.get('/thankMessage', { 'accept-language': 'zh-CN' })).text()).toBe(indexHtml);
        expect(await (await client.get('/staff?lang=zh-Hant')).text()).toBe(plainHtml);
      } finally {
        await server.close();
        rmSync(prerendered, { recursive: true, force: true });
      }
    });

    it('serves hashed assets with a long cache', async () => {
      const response = await new Client(server.baseUrl).get('/assets/app-abc123.js');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('immutable');
      expectSecurityHeaders(response);
    });

    it('answers a JSON 404, not index.html, for a missing file and an unknown API path', async () => {
      for (const path of ['/assets/missing-123.js', '/web/unknown', '/sanctum/nothing']) {
        const response = await new Client(server.baseUrl).get(path);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: 'Not found.', messageText: { key: 'server.api.notFound' } });
        expectSecurityHeaders(response);
      }
    });
  });

  describe('security headers', () => {
    it('are on every kind of answer: JSON, 204, errors', async () => {
      const client = new Client(server.baseUrl);
      expectSecurityHeaders(await client.get('/web/check-period'));
      expectSecurityHeaders(await client.handshake());
      const refused = await client.postJson('/web/registrations', validPayload(periods.first), { withoutToken: true });
      expect(refused.status).toBe(419);
      expectSecurityHeaders(refused);
      const malformed = await client.send('/web/registrations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      });
      expect(malformed.status).toBe(400);
      expectSecurityHeaders(malformed);
    });
  });

  describe('without a built site', () => {
    it('says how to build it instead of failing silently', async () => {
      const bare = await startTestServer({ store: database().store, staticDir: join(site, 'missing') });
      try {
        const response = await new Client(bare.baseUrl).get('/');
        expect(response.status).toBe(503);
        expect(await response.text()).toMatch(/npm run build/);
      } finally {
        await bare.close();
      }
    });
  });

  describe('the rate limit on registrations', () => {
    it('answers 429 JSON once a client address has used its allowance, whatever the client claims before its proxy', async () => {
      // Behind one proxy (TRUST_PROXY=1) the address is the one the proxy appended: unique to this test, since the
      // counters live in the database every server on it shares.
      const limited = await startTestServer({
        store: database().store,
        clock: fixedClock(new Date(instants.earlyBird)),
        rateLimits: { registrations: { max: 3, timeWindowMs: 60_000 } },
        trustProxy: 1,
      });
      try {
        const client = new Client(limited.baseUrl);
        const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
        await client.handshake();
        const statuses: number[] = [];
        for (let i = 0; i < 5; i += 1) {
          // A fresh left-most claim on every request: with TRUST_PROXY=true that would have been a fresh allowance.
          const headers = { 'x-forwarded-for': `203.0.113.${i + 1}, ${address}` };
          statuses.push((await client.postJson('/web/registrations', validPayload(periods.first), { headers })).status);
        }
        expect(statuses).toEqual([201, 201, 201, 429, 429]);
        const response = await client.postJson('/web/registrations', validPayload(periods.first), {
          headers: { 'x-forwarded-for': address },
        });
        expect(response.status).toBe(429);
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        const body = (await response.json()) as { message: string };
        expect(body.message).toMatch(/^Too many requests\. Please try again in /);
        // Other routes keep their own allowance.
        expect((await client.get('/web/check-period')).status).toBe(200);
      } finally {
        await limited.close();
      }
    });
  });

  describe('GET /admin/registrations', () => {
    it('does not exist without ADMIN_TOKEN', async () => {
      const response = await new Client(server.baseUrl).get('/admin/registrations', {
        authorization: 'Bearer anything',
      });
      expect(response.status).toBe(404);
    });

    it('lists the registrations for the right bearer token only', async () => {
      const admin = await startTestServer({
        store: database().store,
        adminToken: 'admin-secret-123',
        clock: fixedClock(new Date(instants.earlyBird)),
      });
      try {
        const client = new Client(admin.baseUrl);
        await client.handshake();
        const payload = validPayload(periods.first);
        await client.postJson('/web/registrations', payload);

        expect((await client.get('/admin/registrations')).status).toBe(401);
        expect((await client.get('/admin/registrations', { authorization: 'Bearer wrong' })).status).toBe(401);
        const response = await client.get('/admin/registrations', { authorization: 'Bearer admin-secret-123' });
        expect(response.status).toBe(200);
        const body = (await response.json()) as { data: Array<{ email: string; paymentStatus: string | null }> };
        expect(body.data.find((row) => row.email === payload.email)).toMatchObject({
          email: payload.email,
          paymentStatus: null,
        });
      } finally {
        await admin.close();
      }
    });
  });
});
