import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';

import { badgeKeys, checkBadgeLayout } from './badge.js';
import {
  checkKeysInCodeExist,
  checkTranslationCoverage,
  checkUnusedKeys,
  type IcuArguments,
} from './catalogueCoverage.js';
import { checkConditions } from './conditions.js';
import { checkConsoleCodes } from './consoleCodes.js';
import { checkDelegateEditable } from './delegateEditable.js';
import { checkDiallingCodes, checkDiallingNames } from './diallingCodes.js';
import { checkErrorMessageCoverage } from './errorMessageCoverage.js';
import { checkEvent } from './eventDates.js';
import { checkExtras, extraFields, extraKeys, extraServerKeys } from './extras.js';
import { checkFees } from './fees.js';
import { checkFormSchemaCompiles } from './formSchemaCompiles.js';
import { checkGlossary, type GlossaryTerm } from './glossary.js';
import { keysInCode } from './keysInCode.js';
import { catalogueFiles, catalogueLanguages, checkLanguages } from './languages.js';
import { loadDirectory } from './loadDirectory.js';
import { checkMeetings, meetingKeys } from './meetings.js';
import type { IcuParser } from './messageCatalogues.js';
import { checkCatalogue } from './messageCatalogues.js';
import { checkMessageKeysExist, feesKeys, formSchemaKeys, uiSchemaKeys } from './messageKeys.js';
import { checkOrganiser } from './organiser.js';
import { checkOthersRegions } from './othersRegions.js';
import { checkPayloadKeys } from './payloadKeys.js';
import type { Problem } from './problem.js';
import { checkRegions } from './regions.js';
import type { RegistryKeys } from './registry.js';
import { checkRetention } from './retention.js';
import { checkServerTexts } from './serverTexts.js';
import { checkStatuses } from './statuses.js';
import { checkUiSchema } from './uiSchema.js';
import { checkVisaLetterLayout, checkVisaLetterSchema, visaLetterKeys } from './visaLetter.js';

export type { Problem } from './problem.js';
export { formatProblem } from './problem.js';

/** What the checks need besides the files: the widget registry, the validator options, an ICU parser. */
export interface CheckContext {
  registry: RegistryKeys;
  validatorOptions: CustomValidatorOptionsType;
  /** Undefined when intl-messageformat cannot be loaded: the ICU syntax check is then skipped. */
  parseIcu?: IcuParser;
  /** The placeholders of a message, to compare translations with English; undefined skips that comparison. */
  icuArguments?: IcuArguments;
  /** The code that names message keys (src/, widgets/, server/), for the unused-key check; undefined skips it. */
  codeRoots?: readonly string[];
  /** The folder the report names code files from; the working directory when undefined. */
  projectRoot?: string;
  /** docs/glossary.md's terms: the word to use per thing and language; none checks nothing. */
  glossary?: readonly GlossaryTerm[];
}

export interface CheckReport {
  problems: Problem[];
  /** The one line printed when all is well. */
  summary: string;
  /** Checks that could not run, to print with the result. */
  skipped: string[];
}

/** Runs every check over parsed files (name relative to the schema directory → content); files that failed to parse are absent. */
export function checkSchemaData(data: ReadonlyMap<string, unknown>, context: CheckContext): Problem[] {
  const has = (file: string) => data.has(file);
  const form = data.get('form.schema.json');
  const ui = data.get('form.uischema.json');
  const english = data.get('messages/en.json');
  // Every catalogue present is a language the site offers: the other files hold a text for each of them.
  const languages = catalogueLanguages(data.keys());
  const problems: Problem[] = [];
  if (has('form.schema.json')) {
    problems.push(
      ...checkFormSchemaCompiles(form, context.validatorOptions),
      ...checkErrorMessageCoverage(form),
      ...checkPayloadKeys(form),
      ...checkDelegateEditable(form, extraFields(data.get('extras.json'), form)),
      ...checkConditions(form),
    );
  }
  if (has('form.uischema.json') && has('form.schema.json')) problems.push(...checkUiSchema(ui, form, context.registry));
  if (has('fees.json')) problems.push(...checkFees(data.get('fees.json'), data.get('event.json')));
  if (has('regions.json')) problems.push(...checkRegions(data.get('regions.json'), languages));
  if (has('fees.json')) problems.push(...checkStatuses(data.get('fees.json'), data.get('regions.json'), english));
  if (has('regions.json') && has('form.schema.json'))
    problems.push(...checkOthersRegions(form, data.get('regions.json')));
  if (has('dialling-codes.json')) problems.push(...checkDiallingCodes(data.get('dialling-codes.json')));
  if (has('dialling-codes.json') && has('regions.json'))
    problems.push(...checkDiallingNames(data.get('dialling-codes.json'), data.get('regions.json')));
  if (has('event.json'))
    problems.push(...checkEvent(data.get('event.json'), languages), ...checkRetention(data.get('event.json')));
  if (has('organiser.json')) problems.push(...checkOrganiser(data.get('organiser.json'), languages));
  if (has('badge.json')) problems.push(...checkBadgeLayout(data.get('badge.json')));
  if (has('visa-letter.schema.json'))
    problems.push(...checkVisaLetterSchema(data.get('visa-letter.schema.json'), context.validatorOptions));
  if (has('visa-letter.layout.json')) problems.push(...checkVisaLetterLayout(data.get('visa-letter.layout.json')));
  if (has('extras.json')) problems.push(...checkExtras(data.get('extras.json'), form, data.get('event.json')));
  if (has('meetings.json'))
    problems.push(...checkMeetings(data.get('meetings.json'), data.get('event.json'), data.get('fees.json')));
  if (has('messages/en.json')) {
    const uiKeys = has('form.schema.json') ? uiSchemaKeys(ui, form) : { uses: [], problems: [] };
    problems.push(...uiKeys.problems);
    const uses = [
      ...(has('form.schema.json') ? formSchemaKeys(form) : []),
      ...uiKeys.uses,
      ...(has('fees.json') ? feesKeys(data.get('fees.json')) : []),
      ...(has('meetings.json') ? meetingKeys(data.get('meetings.json')) : []),
      ...(has('extras.json') ? extraKeys(data.get('extras.json')) : []),
      ...(has('badge.json') ? badgeKeys(data.get('badge.json')) : []),
      ...(has('visa-letter.schema.json') ? visaLetterKeys(data.get('visa-letter.schema.json')) : []),
    ];
    problems.push(...checkMessageKeysExist(uses, english));
    problems.push(...checkConsoleCodes(english, data.get('fees.json')));
    if (context.codeRoots) {
      const code = keysInCode(context.codeRoots, context.projectRoot);
      // The pages' keys; the server's are checked against its registry of texts (serverTexts.ts), which says more.
      const pages = keysInCode(
        context.codeRoots.filter((root) => !/[\\/]server$/.test(root)),
        context.projectRoot,
      );
      problems.push(...checkKeysInCodeExist(english, pages));
      if (has('form.schema.json') && has('form.uischema.json') && has('fees.json'))
        problems.push(...checkUnusedKeys(english, uses, code));
    }
  }
  problems.push(...checkLanguages(languages, english));
  for (const file of catalogueFiles(data.keys())) {
    problems.push(
      ...checkCatalogue(file, data.get(file), english, context.parseIcu),
      ...checkServerTexts(file, data.get(file), data.get('event.json'), extraServerKeys(data.get('extras.json'))),
    );
    problems.push(...checkTranslationCoverage(file, data.get(file), english, context.icuArguments));
    problems.push(...checkGlossary(file, data.get(file), context.glossary ?? []));
  }
  return problems;
}

function lengthOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return typeof value === 'object' && value !== null ? Object.keys(value).length : 0;
}

/** Reads a schema directory and runs every check; `label` names the directory in the summary. */
export function checkSchemaDirectory(directory: string, context: CheckContext, label = directory): CheckReport {
  const loaded = loadDirectory(directory);
  // A file that cannot be read leaves the checks that compare files with nothing to compare to: they would report a
  // problem in every file that names it. The unreadable or missing files come first, alone.
  const problems = loaded.problems.length > 0 ? loaded.problems : checkSchemaData(loaded.data, context);
  const fees = loaded.data.get('fees.json');
  const feeOptions = typeof fees === 'object' && fees !== null && 'options' in fees ? fees.options : [];
  const counts = [
    `${loaded.files.length} files`,
    `${lengthOf(feeOptions)} fee options, ${lengthOf(loaded.data.get('regions.json'))} regions, ${lengthOf(loaded.data.get('dialling-codes.json'))} dialling codes, ${lengthOf(loaded.data.get('messages/en.json'))} English messages`,
  ].join('; ');
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  const summary =
    problems.length === 0
      ? `check:schemas: ${label} is consistent (${counts})`
      : `check:schemas: ${count} in ${label}; the form is not built until ${problems.length === 1 ? 'it is' : 'they are'} fixed`;
  const skipped = context.parseIcu
    ? []
    : ['ICU message syntax not checked: intl-messageformat could not be loaded from node_modules'];
  return { problems, summary, skipped };
}
