import { didYouMean } from './closest.js';
import { isNonEmptyString, isObject, type JsonObject, shown } from './json.js';
import type { Problem } from './problem.js';
import { childPointer, pointer, problem } from './problem.js';
import type { RegistryKeys } from './registry.js';

const file = 'form.uischema.json';
const contentKinds = ['field', 'note', 'notes', 'block'] as const;
const allowedContentKeys: Record<(typeof contentKinds)[number], readonly string[]> = {
  field: ['field'],
  note: ['note', 'when'],
  notes: ['notes', 'title', 'when'],
  block: ['block', 'when'],
};

function fieldNames(formSchema: unknown): string[] {
  return isObject(formSchema) && isObject(formSchema.properties) ? Object.keys(formSchema.properties) : [];
}

function unknownKey(path: string, what: string, value: unknown, allowed: readonly string[], registry: string): Problem {
  return problem(
    file,
    path,
    `${what} ${shown(value)} is not registered, and should be one of ${allowed.join(', ')}${typeof value === 'string' ? didYouMean(value, allowed) : ''} (see ${registry} in widgets/support/registryKeys.ts)`,
  );
}

/** Template keys ('ui:ObjectFieldTemplate', 'ui:FieldTemplate', ...) of one UI-schema entry. */
function checkTemplates(entry: JsonObject, path: string, registry: RegistryKeys): Problem[] {
  return Object.entries(entry)
    .filter(([key]) => /^ui:\w*Template$/.test(key) && key !== 'ui:templates')
    .filter(([, value]) => typeof value !== 'string' || !registry.templateKeys.includes(value))
    .map(([key, value]) =>
      unknownKey(childPointer(path, key), 'template', value, registry.templateKeys, 'templateKeys'),
    );
}

function checkFieldEntry(name: string, entry: unknown, registry: RegistryKeys): Problem[] {
  const path = pointer(name);
  if (!isObject(entry))
    return [
      problem(file, path, `is ${shown(entry)}, and should be an object of "ui:" settings for the field "${name}"`),
    ];
  const problems = checkTemplates(entry, path, registry);
  const widget = entry['ui:widget'];
  if (widget !== undefined && (typeof widget !== 'string' || !registry.widgetKeys.includes(widget))) {
    problems.push(unknownKey(childPointer(path, 'ui:widget'), 'widget', widget, registry.widgetKeys, 'widgetKeys'));
  }
  return problems;
}

function checkContentItem(
  item: unknown,
  path: string,
  fields: readonly string[],
  placed: Map<string, string>,
  registry: RegistryKeys,
): Problem[] {
  if (!isObject(item))
    return [
      problem(
        file,
        path,
        `is ${shown(item)}, and should be an object such as {"field": "email"} or {"note": "<message key>"}`,
      ),
    ];
  const kinds = contentKinds.filter((kind) => kind in item);
  if (kinds.length !== 1) {
    return [
      problem(
        file,
        path,
        `has ${kinds.length === 0 ? 'none' : kinds.join(' and ')} of field, note, notes, block, and should have exactly one`,
      ),
    ];
  }
  const kind = kinds[0];
  const problems: Problem[] = Object.keys(item)
    .filter((key) => !allowedContentKeys[kind].includes(key))
    .map((key) =>
      problem(
        file,
        childPointer(path, key),
        `"${key}" is not used in a ${kind} entry, and should be one of ${allowedContentKeys[kind].join(', ')}`,
      ),
    );
  if (kind === 'field') {
    const name = item.field;
    if (typeof name !== 'string' || !fields.includes(name)) {
      problems.push(
        problem(
          file,
          childPointer(path, 'field'),
          `field ${shown(name)} does not exist in form.schema.json, and should be one of its properties${typeof name === 'string' ? didYouMean(name, fields) : ''}`,
        ),
      );
    } else if (placed.has(name)) {
      problems.push(
        problem(
          file,
          childPointer(path, 'field'),
          `field "${name}" is already placed at ${placed.get(name)}, and should appear only once`,
        ),
      );
    } else {
      placed.set(name, childPointer(path, 'field'));
    }
  }
  if (kind === 'block' && (typeof item.block !== 'string' || !registry.blockKeys.includes(item.block))) {
    problems.push(unknownKey(childPointer(path, 'block'), 'block', item.block, registry.blockKeys, 'blockKeys'));
  }
  if (kind === 'notes' && (!Array.isArray(item.notes) || item.notes.length === 0)) {
    problems.push(
      problem(file, childPointer(path, 'notes'), `is ${shown(item.notes)}, and should be a list of message keys`),
    );
  }
  if ('when' in item && (typeof item.when !== 'string' || !registry.conditionKeys.includes(item.when))) {
    problems.push(
      unknownKey(childPointer(path, 'when'), 'condition', item.when, registry.conditionKeys, 'conditionKeys'),
    );
  }
  return problems;
}

function checkParts(uiSchema: JsonObject, fields: readonly string[], registry: RegistryKeys): Problem[] {
  const options = uiSchema['ui:options'];
  const partsPath = pointer('ui:options', 'parts');
  if (!isObject(options) || !Array.isArray(options.parts)) {
    return [
      problem(
        file,
        partsPath,
        'is missing, and should list the parts of the form (PartLayout places fields only through it)',
      ),
    ];
  }
  const problems: Problem[] = [];
  const placed = new Map<string, string>();
  const partIds = new Set<string>();
  options.parts.forEach((part, partIndex) => {
    const partPath = childPointer(partsPath, partIndex);
    if (!isObject(part)) {
      problems.push(problem(file, partPath, `is ${shown(part)}, and should be an object with id, legend and content`));
      return;
    }
    if (!isNonEmptyString(part.id))
      problems.push(
        problem(file, childPointer(partPath, 'id'), `is ${shown(part.id)}, and should be a short id such as "a"`),
      );
    else if (partIds.has(part.id))
      problems.push(
        problem(file, childPointer(partPath, 'id'), `"${part.id}" is used by another part, and should be unique`),
      );
    else partIds.add(part.id);
    if (!Array.isArray(part.content)) {
      problems.push(
        problem(
          file,
          childPointer(partPath, 'content'),
          `is ${shown(part.content)}, and should be a list of fields, notes and blocks`,
        ),
      );
      return;
    }
    part.content.forEach((item, index) =>
      problems.push(...checkContentItem(item, childPointer(partPath, 'content', index), fields, placed, registry)),
    );
  });
  for (const name of fields.filter((field) => !placed.has(field))) {
    problems.push(
      problem(
        file,
        partsPath,
        `field "${name}" is in no part, so the form would not show it, and should be placed once: add {"field": "${name}"} to a part's content`,
      ),
    );
  }
  return problems;
}

/** UI-schema entries name existing fields, registered widgets, templates, blocks and conditions, and place every field once. */
export function checkUiSchema(uiSchema: unknown, formSchema: unknown, registry: RegistryKeys): Problem[] {
  if (!isObject(uiSchema)) return [problem(file, '/', 'should be an object')];
  const fields = fieldNames(formSchema);
  const problems = checkTemplates(uiSchema, '/', registry);
  for (const [key, entry] of Object.entries(uiSchema)) {
    if (key.startsWith('ui:')) continue;
    if (!fields.includes(key)) {
      problems.push(
        problem(
          file,
          pointer(key),
          `"${key}" is not a field of form.schema.json, and should be one of its properties${didYouMean(key, fields)}`,
        ),
      );
      continue;
    }
    problems.push(...checkFieldEntry(key, entry, registry));
  }
  problems.push(...checkParts(uiSchema, fields, registry));
  return problems;
}
