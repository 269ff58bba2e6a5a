/** The site built by `vite build` once for its sources, into a temp directory every browser test file shares. */
import { buildSite, siteBuildInputs } from '../../../scripts/support/buildSite';
import { cachedDirectory, contentKey } from '../../support/tempCache';

const buildTimeoutMs = 60_000;

let build: Promise<string> | undefined;

/** The directory of the built site (index.html and assets/), built again only when its sources changed. */
export function builtSite(): Promise<string> {
  build ??= cachedDirectory('seminar-browser-site-', contentKey(siteBuildInputs), (dir) =>
    buildSite(dir, { timeoutMs: buildTimeoutMs }),
  );
  return build;
}
