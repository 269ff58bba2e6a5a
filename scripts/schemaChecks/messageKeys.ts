import { didYouMean } from './closest.js';
import { isObject, type JsonObject } from './json.js';
import type { Problem } from './problem.js';
import { childPointer, pointer, problem } from './problem.js';
import { walkSchema } from './walkSchema.js';

/** One place a schema file names a message key. */
export interface MessageKeyUse {
  file: string;
  path: string;
  key: string;
  /** What the key is for, in the message: 'title', 'option label'. */
  role: string;
  /** Which enum value an option label is for. */
  option?: unknown;
}

function collectErrorMessageKeys(value: unknown, path: string, uses: MessageKeyUse[]): void {
  if (typeof value === 'string') uses.push({ file: 'form.schema.json', path, key: value, role: 'error message' });
  else if (isObject(value))
    for (const [key, item] of Object.entries(value)) collectErrorMessageKeys(item, childPointer(path, key), uses);
}

/** Titles, descriptions and errorMessage values of form.schema.json. */
export function formSchemaKeys(formSchema: unknown): MessageKeyUse[] {
  const uses: MessageKeyUse[] = [];
  walkSchema(formSchema, ({ schema, path }) => {
    for (const role of ['title', 'description'] as const) {
      if (typeof schema[role] === 'string')
        uses.push({ file: 'form.schema.json', path: childPointer(path, role), key: schema[role], role });
    }
    collectErrorMessageKeys(schema.errorMessage, childPointer(path, 'errorMessage'), uses);
  });
  return uses;
}

function enumOf(formSchema: unknown, field: string): unknown[] | undefined {
  const properties = isObject(formSchema) && isObject(formSchema.properties) ? formSchema.properties : {};
  const schema = properties[field];
  return isObject(schema) && Array.isArray(schema.enum) ? schema.enum : undefined;
}

function partKeys(uiSchema: JsonObject, uses: MessageKeyUse[]): void {
  const options = uiSchema['ui:options'];
  if (!isObject(options) || !Array.isArray(options.parts)) return;
  const file = 'form.uischema.json';
  options.parts.forEach((part, partIndex) => {
    if (!isObject(part)) return;
    const partPath = pointer('ui:options', 'parts', partIndex);
    if (typeof part.legend === 'string')
      uses.push({ file, path: childPointer(partPath, 'legend'), key: part.legend, role: 'legend' });
    const content = Array.isArray(part.content) ? part.content : [];
    content.forEach((item, index) => {
      if (!isObject(item)) return;
      const itemPath = childPointer(partPath, 'content', index);
      if (typeof item.note === 'string')
        uses.push({ file, path: childPointer(itemPath, 'note'), key: item.note, role: 'note' });
      if (typeof item.title === 'string')
        uses.push({ file, path: childPointer(itemPath, 'title'), key: item.title, role: 'notes title' });
      const notes = Array.isArray(item.notes) ? item.notes : [];
      notes.forEach((note, noteIndex) => {
        if (typeof note === 'string')
          uses.push({ file, path: childPointer(itemPath, 'notes', noteIndex), key: note, role: 'note' });
      });
    });
  });
}

/** Legends, notes, placeholders, titles and option labels (`${optionLabels}.${value}` per enum value) of the UI schema. */
export function uiSchemaKeys(uiSchema: unknown, formSchema: unknown): { uses: MessageKeyUse[]; problems: Problem[] } {
  const uses: MessageKeyUse[] = [];
  const problems: Problem[] = [];
  if (!isObject(uiSchema)) return { uses, problems };
  const file = 'form.uischema.json';
  partKeys(uiSchema, uses);
  for (const [field, entry] of Object.entries(uiSchema)) {
    if (field.startsWith('ui:') || !isObject(entry)) continue;
    for (const role of ['ui:placeholder', 'ui:title', 'ui:description', 'ui:help'] as const) {
      if (typeof entry[role] === 'string')
        uses.push({ file, path: pointer(field, role), key: entry[role], role: role.slice(3) });
    }
    const options = entry['ui:options'];
    if (!isObject(options) || options.optionLabels === undefined) continue;
    const path = pointer(field, 'ui:options', 'optionLabels');
    const prefix = options.optionLabels;
    const values = enumOf(formSchema, field);
    if (typeof prefix !== 'string') {
      problems.push(
        problem(file, path, `is ${JSON.stringify(prefix)}, and should be a message key prefix such as "option.title"`),
      );
    } else if (!values) {
      problems.push(
        problem(
          file,
          path,
          `"${prefix}" labels the options of "${field}", which has no enum in form.schema.json, and should be removed (or the field given an enum)`,
        ),
      );
    } else {
      for (const value of values)
        uses.push({ file, path, key: `${prefix}.${String(value)}`, role: 'option label', option: value });
    }
  }
  return { uses, problems };
}

/** Period legends, row labels and column labels of fees.json. */
export function feesKeys(fees: unknown): MessageKeyUse[] {
  const uses: MessageKeyUse[] = [];
  if (!isObject(fees)) return uses;
  for (const [list, labelKey] of [
    ['periods', 'legend'],
    ['rows', 'label'],
    ['columns', 'label'],
  ] as const) {
    const entries = Array.isArray(fees[list]) ? fees[list] : [];
    entries.forEach((entry, index) => {
      if (isObject(entry) && typeof entry[labelKey] === 'string') {
        uses.push({
          file: 'fees.json',
          path: pointer(list, index, labelKey),
          key: entry[labelKey],
          role: `${list.slice(0, -1)} ${labelKey}`,
        });
      }
    });
  }
  return uses;
}

/** Every key a schema file uses has English text. */
export function checkMessageKeysExist(uses: readonly MessageKeyUse[], english: unknown): Problem[] {
  const texts = isObject(english) ? english : {};
  // A key another entry already uses is never the one a misspelling meant.
  const used = new Set(uses.map(({ key }) => key));
  const unused = Object.keys(texts).filter((key) => !used.has(key));
  return uses
    .filter(({ key }) => typeof texts[key] !== 'string')
    .map(({ file, path, key, role, option }) =>
      problem(
        file,
        path,
        `${role} key "${key}"${option === undefined ? '' : ` (option ${JSON.stringify(option)})`} has no English text, and should have one: add "${key}": "..." to messages/en.json${didYouMean(key, unused)}`,
      ),
    );
}
