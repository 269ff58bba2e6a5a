/** Checks the files staff edit in schemas/ (or the directory given) and explains each mistake; exits 1 if there is any. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { validatorOptions } from '../core/validation/validatorOptions.js';
import { schemasFolder } from '../server/boot/schemasFolder.mjs';
import { blockKeys, conditionKeys, templateKeys, widgetKeys } from '../widgets/support/registryKeys.js';
import { parseGlossary } from './schemaChecks/glossary.js';
import { loadIcuArguments, loadIcuParser } from './schemaChecks/icuParser.js';
import { checkSchemaDirectory, formatProblem } from './schemaChecks/index.js';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultDirectory = schemasFolder(projectRoot);
/** Where code names message keys: an English key none of them (nor the schemas) names is reported unused. */
const codeRoots = ['core', 'src', 'widgets', 'server'].map((folder) => path.join(projectRoot, folder));
const directory = path.resolve(process.argv[2] ?? defaultDirectory);
const label =
  process.argv[2] === undefined
    ? `${path.relative(projectRoot, defaultDirectory) || '.'}/`
    : `${process.argv[2].replace(/\/+$/, '')}/`;

if (!existsSync(directory) || !statSync(directory).isDirectory()) {
  console.error(
    `check:schemas: ${directory} is not a directory; give the folder that holds form.schema.json, or nothing for schemas/`,
  );
  process.exit(2);
}

const report = checkSchemaDirectory(
  directory,
  {
    registry: { widgetKeys, templateKeys, blockKeys, conditionKeys },
    validatorOptions,
    parseIcu: await loadIcuParser(),
    icuArguments: await loadIcuArguments(),
    codeRoots,
    projectRoot,
    glossary: parseGlossary(readFileSync(path.join(projectRoot, 'docs', 'glossary.md'), 'utf8')),
  },
  label,
);
for (const line of report.skipped) console.warn(`check:schemas: ${line}`);
if (report.problems.length > 0) {
  for (const found of report.problems) console.error(formatProblem(found));
  console.error(report.summary);
  process.exitCode = 1;
} else {
  console.log(report.summary);
}
