/** The site built by `vite build` once for its sources, into a temp directory every browser test file shares. */
import { buildSite, siteBuildInputs } from '../../../scripts/support/buildSite';
import { cachedDirectory, contentKey } from '../../../scripts/support/tempCache';
import { schemasFolder } from '../../../server/boot/schemasFolder.mjs';

const buildTimeoutMs = 60_000;

let build: Promise<string> | undefined;

/**
 * The directory of the built site (index.html and assets/), built again only when its sources changed. The event's
 * schemas folder (SCHEMAS_DIR, else schemas/) is one of them: a build of another event's data is never served for this.
 */
export function builtSite(): Promise<string> {
  build ??= cachedDirectory('seminar-browser-site-', contentKey([...siteBuildInputs, schemasFolder()]), (dir) =>
    buildSite(dir, { timeoutMs: buildTimeoutMs }),
  );
  return build;
}
