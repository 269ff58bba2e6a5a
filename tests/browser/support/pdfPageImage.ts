/**
 * A PDF's page as an image, drawn by pdfjs on a canvas in Chromium: what a reader of the document sees, for the
 * screenshots a change is reviewed by (test-results/, not kept in the repository). Headless Chromium has no PDF
 * viewer, and the machine may have no PDF rasteriser, so the page loads pdfjs itself from node_modules.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import type { Browser } from 'playwright-core';

import { projectRoot } from '../../../scripts/support/projectRoot';

const origin = 'http://pdf-page.invalid';
const pdfjs = join(projectRoot, 'node_modules', 'pdfjs-dist');

const pageHtml = `<!doctype html><html><body style="margin:0;background:#fff">
<canvas id="page"></canvas>
<script type="module">
  import * as pdfjs from './build/pdf.min.mjs';
  pdfjs.GlobalWorkerOptions.workerSrc = './build/pdf.worker.min.mjs';
  const data = new Uint8Array(await (await fetch('./document.pdf')).arrayBuffer());
  const pdf = await pdfjs.getDocument({ data, standardFontDataUrl: './standard_fonts/' }).promise;
  const page = await pdf.getPage(Number(new URLSearchParams(location.search).get('page') ?? '1'));
  const viewport = page.getViewport({ scale: 1.5 });
  const canvas = document.getElementById('page');
  canvas.width = viewport.width;
  canvas.height = viewport.height;
  await page.render({ canvasContext: canvas.getContext('2d'), viewport }).promise;
  document.body.dataset.drawn = String(pdf.numPages);
</script></body></html>`;

/** Draws page `pageNumber` of `pdf` and writes it as a PNG to `path`; answers the document's page count. */
export async function writePdfPageImage(browser: Browser, pdf: Buffer, path: string, pageNumber = 1): Promise<number> {
  await mkdir(dirname(path), { recursive: true });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.route(`${origin}/**`, async (route) => {
      const file = new URL(route.request().url()).pathname.slice(1);
      if (file === '') return route.fulfill({ contentType: 'text/html', body: pageHtml });
      if (file === 'document.pdf') return route.fulfill({ contentType: 'application/pdf', body: pdf });
      const body = await readFile(join(pdfjs, file)).catch(() => undefined);
      if (!body) return route.fulfill({ status: 404 });
      return route.fulfill({
        contentType: file.endsWith('.mjs') ? 'text/javascript' : 'application/octet-stream',
        body,
      });
    });
    await page.goto(`${origin}/?page=${pageNumber}`);
    await page.locator('body[data-drawn]').waitFor();
    await page.locator('#page').screenshot({ path });
    return Number(await page.locator('body').getAttribute('data-drawn'));
  } finally {
    await context.close();
  }
}
