/**
 * Builds the keystroke benchmark's two pages with Vite into a directory: `engine/` (the registration form's component
 * fed the generated schema) and `plain/` (plain RJSF, the same schema). The engine's build maps the form's two schema
 * files to the generated ones and compiles their validator ahead of time as the site's build does
 * (scripts/vitePluginSchemas), so the page runs the registration form's code unchanged; every other `@schemas/` file
 * (the event, its fees, its texts) is the event's own.
 */
import path from 'node:path';

import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

import { validatorOptions } from '../../../core/validation/validatorOptions';
import { schemasFolder } from '../../../server/boot/schemasFolder.mjs';
import { projectRoot } from '../../support/projectRoot';
import { precompiledValidatorModule } from '../../vitePluginSchemas/precompiledValidatorModule';
import { wideForm } from './wideFormSchema';

const here = path.join(projectRoot, 'scripts/bench/wideForm');
const validatorModuleId = 'virtual:form-validator';

/** Serves the generated schema's precompiled validate functions where src/form/validator.ts imports them from. */
function wideFormValidatorPlugin(): Plugin {
  return {
    name: 'wide-form-validator',
    resolveId: (id) => (id === validatorModuleId ? `\0${id}` : undefined),
    load: (id) =>
      id === `\0${validatorModuleId}`
        ? precompiledValidatorModule(wideForm.schema, validatorOptions, projectRoot)
        : undefined,
  };
}

async function buildPage(page: 'engine' | 'plain', outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: path.join(here, page),
    base: './',
    publicDir: false,
    logLevel: 'warn',
    plugins: page === 'engine' ? [wideFormValidatorPlugin(), react()] : [react()],
    resolve: {
      alias: [
        { find: /^@schemas\/form\.schema\.json$/, replacement: path.join(here, 'engine/formSchema.ts') },
        { find: /^@schemas\/form\.uischema\.json$/, replacement: path.join(here, 'engine/formUiSchema.ts') },
        { find: /^@schemas\//, replacement: `${schemasFolder(projectRoot)}/` },
      ],
    },
    // The pages are opened from a local server, never downloaded over a network: their size is not the point.
    build: { outDir: path.join(outDir, page), emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
}

/** Builds both pages into `outDir`; their URLs are then `<root>/engine/` and `<root>/plain/`. */
export async function buildWideFormPages(outDir: string): Promise<void> {
  await buildPage('engine', outDir);
  await buildPage('plain', outDir);
}
