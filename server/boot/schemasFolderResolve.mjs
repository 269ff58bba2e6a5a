/** The resolve hook of schemasFolder.mjs: `@schemas/<file>` becomes the file in the event's schemas folder. */
let folderUrl = '';
let prefix = '@schemas/';

export async function initialize(data) {
  folderUrl = data.folderUrl;
  prefix = data.prefix;
}

export async function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith(prefix))
    return nextResolve(new URL(specifier.slice(prefix.length), folderUrl).href, context);
  return nextResolve(specifier, context);
}
