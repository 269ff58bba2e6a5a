/** The absolute path of the event's schemas folder: SCHEMAS_DIR, else `schemas/`. */
export function schemasFolder(cwd?: string, setting?: string): string;
/** The specifier prefix that names the event's schemas folder. */
export const schemasPrefix: string;
