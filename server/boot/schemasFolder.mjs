/**
 * Which event's schemas this process serves: the folder SCHEMAS_DIR names (relative to the working directory), else
 * `schemas/`. Code imports the event's files as `@schemas/<file>`; Vite maps that prefix by its alias
 * (vite.config.ts), TypeScript by tsconfig.base.json's `paths` (the default folder, whose shape every event shares),
 * and Node by the resolve hook of registerSchemasFolder.mjs.
 */
import path from 'node:path';

/** The absolute path of the event's schemas folder. */
export function schemasFolder(cwd = process.cwd(), setting = process.env.SCHEMAS_DIR) {
  return path.resolve(cwd, setting && setting.trim() !== '' ? setting : 'schemas');
}

/** The specifier prefix that names the event's schemas folder. */
export const schemasPrefix = '@schemas/';
