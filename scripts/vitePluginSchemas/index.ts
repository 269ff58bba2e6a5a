import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { RJSFSchema } from '@rjsf/utils';
import type { Plugin, ViteDevServer } from 'vite';

import { validatorOptions } from '../../core/validation/validatorOptions.js';
import { schemasFolder } from '../../server/boot/schemasFolder.mjs';
import { blockKeys, conditionKeys, templateKeys, widgetKeys } from '../../widgets/support/registryKeys.js';
import { loadIcuParser } from '../schemaChecks/icuParser.js';
import type { CheckReport } from '../schemaChecks/index.js';
import { checkSchemaDirectory, formatProblem } from '../schemaChecks/index.js';
import { precompiledValidatorModule } from './precompiledValidatorModule.js';

/** The module src/form/validator.ts imports its precompiled validate functions from. */
export const formValidatorModuleId = 'virtual:form-validator';
const resolvedFormValidatorId = `\0${formValidatorModuleId}`;
/** The visa letter request's validate functions (src/delegate/visa/), compiled the same way from its own schema. */
const precompiledSchemas: Record<string, string> = {
  [resolvedFormValidatorId]: 'form.schema.json',
  '\0virtual:visa-letter-validator': 'visa-letter.schema.json',
};
const pluginName = 'schemas';

function reportText(report: CheckReport): string {
  return [...report.problems.map(formatProblem), report.summary].join('\n');
}

function isInside(file: string, directory: string): boolean {
  const relative = path.relative(directory, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * Runs `check:schemas` before every build and dev-server start (a broken edit stops `vite build`
 * with the same messages), re-runs it on each change in schemas/ during `vite` (problems show in the
 * error overlay), and serves `virtual:form-validator`: the form schema's ajv validators compiled
 * ahead of time, so the bundle needs neither ajv's compiler nor `new Function`.
 */
export function schemasPlugin(): Plugin {
  let root = process.cwd();
  let schemaDirectory = schemasFolder(root);
  let command: 'build' | 'serve' = 'serve';
  let lastReport: CheckReport | undefined;
  let server: ViteDevServer | undefined;

  async function runChecks(): Promise<CheckReport> {
    lastReport = checkSchemaDirectory(
      schemaDirectory,
      {
        registry: { widgetKeys, templateKeys, blockKeys, conditionKeys },
        validatorOptions,
        parseIcu: await loadIcuParser(),
      },
      `${path.relative(root, schemaDirectory) || '.'}/`,
    );
    return lastReport;
  }

  function showInOverlay(report: CheckReport): void {
    server?.ws.send({
      type: 'error',
      err: { message: reportText(report), stack: '', plugin: pluginName, id: schemaDirectory },
    });
  }

  return {
    name: pluginName,

    configResolved(config) {
      root = config.root;
      schemaDirectory = schemasFolder(root);
      command = config.command;
    },

    async buildStart() {
      if (command !== 'build') return;
      const report = await runChecks();
      for (const line of report.skipped) this.warn(line);
      if (report.problems.length > 0) this.error(`the files in schemas/ have problems:\n${reportText(report)}`);
    },

    async configureServer(devServer) {
      server = devServer;
      const report = await runChecks();
      const { logger } = devServer.config;
      if (report.problems.length > 0) logger.error(reportText(report), { timestamp: true });
      else logger.info(reportText(report), { timestamp: true });
      // A page opened while a problem stands shows it at once.
      devServer.ws.on('connection', () => {
        if (lastReport && lastReport.problems.length > 0) showInOverlay(lastReport);
      });
    },

    async handleHotUpdate({ file, server: devServer }) {
      if (!isInside(file, schemaDirectory)) return undefined;
      const report = await runChecks();
      if (report.problems.length > 0) {
        devServer.config.logger.error(reportText(report), { timestamp: true });
        showInOverlay(report);
        return [];
      }
      devServer.config.logger.info(report.summary, { timestamp: true });
      for (const environment of Object.values(devServer.environments)) {
        for (const id of Object.keys(precompiledSchemas)) {
          const module = environment.moduleGraph.getModuleById(id);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      }
      devServer.ws.send({ type: 'full-reload' });
      return [];
    },

    resolveId(id) {
      return Object.hasOwn(precompiledSchemas, `\0${id}`) ? `\0${id}` : undefined;
    },

    load(id) {
      const fileName = precompiledSchemas[id];
      if (fileName === undefined) return undefined;
      const schemaFile = path.join(schemaDirectory, fileName);
      this.addWatchFile(schemaFile);
      let schema: RJSFSchema;
      try {
        schema = JSON.parse(readFileSync(schemaFile, 'utf8').replace(/^\uFEFF/, '')) as RJSFSchema;
      } catch (error) {
        return this.error(
          `schemas/${fileName} cannot be read, so its validator cannot be compiled (${String(error)}); run npm run check:schemas`,
        );
      }
      try {
        return precompiledValidatorModule(schema, validatorOptions, root);
      } catch (error) {
        return this.error(
          `schemas/${fileName} does not compile, so its validator cannot be built (${String(error)}); run npm run check:schemas`,
        );
      }
    },
  };
}
