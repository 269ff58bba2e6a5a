/**
 * Registers the resolve hook that maps `@schemas/<file>` to the event's schemas folder (schemasFolder.mjs). Every
 * `node --import tsx` of the project imports this file too, after tsx, so the hook runs before tsx's own resolver.
 */
import { existsSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { schemasFolder, schemasPrefix } from './schemasFolder.mjs';

const folder = schemasFolder();
if (!existsSync(path.join(folder, 'form.schema.json'))) {
  console.error(
    `SCHEMAS_DIR: ${folder} holds no form.schema.json; name an event's schemas folder, or unset it for schemas/`,
  );
  process.exit(1);
}

register('./schemasFolderResolve.mjs', import.meta.url, {
  data: { folderUrl: pathToFileURL(folder + path.sep).href, prefix: schemasPrefix },
});
