import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { builtSite } from '../browser/support/siteBuild';

describe("the painted header of the built page, for the event's own images", () => {
  it('names only image files the build holds, so it paints without a request that answers 404', async () => {
    const dir = await builtSite();
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    const sources = [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source.startsWith('/'), source).toBe(true);
      expect(existsSync(path.join(dir, decodeURI(source))), source).toBe(true);
    }
  }, 600_000);
});
