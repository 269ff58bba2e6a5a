import { readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';

interface CommonJsModule {
  /** Where the module came from, for the generated comment; '' for the entry. */
  label: string;
  source: string;
  /** Each literal `require("spec")` of the source, mapped to the index of the module it loads. */
  requires: Record<string, number>;
}

const requireCall = /\brequire\(\s*(["'])([^"']+)\1\s*\)/g;
const sourceMapComment = /^\/\/# sourceMappingURL=.*$/gm;

function literalRequires(source: string): string[] {
  return [...new Set([...source.matchAll(requireCall)].map((match) => match[2]))];
}

function readModuleSource(file: string): string {
  const text = readFileSync(file, 'utf8').replace(sourceMapComment, '');
  return file.endsWith('.json') ? `module.exports = ${text};` : text;
}

/**
 * Wraps CommonJS code, and every file it requires (found from `resolveFrom` in node_modules), into one
 * self-contained ES module whose default export is the entry's `module.exports`.
 *
 * ajv's standalone output is CommonJS (`require("ajv/dist/runtime/ucs2length")`); bundling its few runtime
 * files here keeps the result independent of how the dev server, the build and the test runner each
 * convert CommonJS, and it needs neither `eval` nor `new Function`.
 */
export function commonJsToEsm(entrySource: string, resolveFrom: string): string {
  const modules: CommonJsModule[] = [];
  const indexOfFile = new Map<string, number>();

  function add(label: string, source: string, requireBase: string): number {
    const index = modules.length;
    const module: CommonJsModule = { label, source, requires: {} };
    modules.push(module);
    const resolve = createRequire(requireBase).resolve;
    for (const spec of literalRequires(source)) {
      if (spec.startsWith('node:') || builtinModules.includes(spec)) {
        throw new Error(
          `${label || 'the validator code'} requires the Node built-in "${spec}", which cannot run in a browser`,
        );
      }
      const file = resolve(spec);
      const known = indexOfFile.get(file);
      if (known !== undefined) {
        module.requires[spec] = known;
        continue;
      }
      indexOfFile.set(file, modules.length);
      module.requires[spec] = add(
        path.relative(resolveFrom, file).split(path.sep).join('/'),
        readModuleSource(file),
        file,
      );
    }
    return index;
  }

  add('', entrySource.replace(sourceMapComment, ''), path.join(resolveFrom, 'entry.cjs'));

  const definitions = modules
    .map(
      (module) =>
        `  // ${module.label || 'entry'}\n  [function (module, exports, require) {\n${module.source}\n  }, ${JSON.stringify(module.requires)}],`,
    )
    .join('\n');

  return `const definitions = [
${definitions}
];
const loaded = [];
function load(index) {
  if (loaded[index]) return loaded[index].exports;
  const [factory, requires] = definitions[index];
  const module = { exports: {} };
  loaded[index] = module;
  factory.call(module.exports, module, module.exports, (spec) => {
    if (!(spec in requires)) throw new Error('Cannot find module ' + spec);
    return load(requires[spec]);
  });
  return module.exports;
}
export default load(0);
`;
}
