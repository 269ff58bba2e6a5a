/**
 * The event's logo for the documents that carry the organiser's identity (certificates, letters): the square PNG the
 * header shows, from the folder `npm run gen:images` writes and staff fill (public/{year}/{project}/images/). Read once
 * per process; an event whose logo is not there yet gets documents without one, as its header shows none.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { headerImages } from '../../core/model/headerImages';
import { event } from '../../core/model/schemaData';

let logo: Buffer | null | undefined;

/** The logo's PNG bytes, or undefined when the event has none; `root` is the project's folder (the server's own). */
export function eventLogo(root = process.cwd()): Buffer | undefined {
  if (logo === undefined) {
    const file = path.join(root, 'public', String(event.year), event.projectName, headerImages.logo.path);
    try {
      logo = readFileSync(file);
    } catch {
      logo = null;
    }
  }
  return logo ?? undefined;
}
