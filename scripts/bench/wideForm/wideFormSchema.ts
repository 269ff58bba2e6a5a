/**
 * A generated form of 300 fields for the keystroke benchmark (issue 28, point 6): a JSON Schema and a UI schema written
 * the way staff write the seminar's (schemas/form.*.json), with the engine's own way of declaring conditional fields
 * (a rule of the root's `allOf` whose `then` requires the field: core/rules/schemaConditions.ts). Pure and
 * deterministic: the same call gives the same form, in Node for the tests and in the benchmark's pages.
 */

/** A JSON Schema node as this generator writes it. */
type Node = Record<string, unknown>;

/** A part of the form (a fieldset), as the engine's PartLayout reads it from `ui:options.parts`. */
interface WidePart {
  id: string;
  legend: string;
  content: ({ field: string } | { note: string })[];
}

export interface WideForm {
  schema: Node & { properties: Record<string, Node>; required: string[]; allOf: Node[] };
  uiSchema: Node;
  /** The texts the engine's catalogue needs: every label, legend, note and error text, each its own message key. */
  messages: Record<string, string>;
  /** A text field in the middle of the form that no condition reads. */
  middleField: string;
  /** A text field whose being filled in shows another field, and that field. */
  conditionDriver: string;
  conditionalField: string;
}

/** What one field of a block of ten is; blocks repeat, so any count gets the same mix. */
type Kind = 'text' | 'email' | 'select' | 'radio' | 'checkbox' | 'number' | 'digits' | 'conditional';

/**
 * A block of ten fields: four typed texts (one of them read by a condition in odd blocks), an e-mail, a select, a
 * radio group (read by a condition in even blocks), a checkbox, a number, and the field the block's condition shows.
 */
const block: readonly Kind[] = ['text', 'text', 'email', 'text', 'select', 'radio', 'checkbox', 'number', 'digits'];
const conditionalPosition = 9;
const textDriverPosition = 3;
const radioDriverPosition = 5;
/** Fields per part (fieldset), as a long paper form would group them. */
const partSize = 25;

const requiredText = 'Please fill in this field.';
const emailText = 'Please enter an e-mail address such as name@example.org.';
const digitsText = 'Please use digits only.';
const choices = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];
const answers = ['Yes', 'No'];

function fieldName(index: number): string {
  return `f${String(index + 1).padStart(3, '0')}`;
}

function kindOf(index: number): Kind {
  const position = index % 10;
  return position === conditionalPosition ? 'conditional' : block[position];
}

/** The schema of one field, and whether the root requires it; a required field carries its own error text. */
function fieldSchema(kind: Kind, label: string, index: number): { node: Node; required: boolean } {
  // A typed answer that shows another field is optional: were it required, its condition would always hold.
  const required = index % 3 === 0 && index % 10 !== textDriverPosition;
  const text = { type: 'string', title: label, maxLength: 200 };
  switch (kind) {
    case 'text':
      return required
        ? { node: { ...text, minLength: 1, errorMessage: { minLength: requiredText } }, required }
        : { node: text, required };
    case 'conditional':
      return { node: { ...text, minLength: 1, errorMessage: { minLength: requiredText } }, required: false };
    case 'email':
      return { node: { ...text, format: 'email', errorMessage: { format: emailText } }, required };
    case 'digits':
      return { node: { ...text, maxLength: 20, pattern: '^[0-9]*$', errorMessage: { pattern: digitsText } }, required };
    case 'select':
      return { node: { type: 'string', title: label, enum: choices.slice(0, 3 + (index % 4)) }, required };
    case 'radio':
      return { node: { type: 'string', title: label, enum: answers }, required: true };
    case 'checkbox':
      return { node: { type: 'boolean', title: label }, required: false };
    case 'number':
      return { node: { type: 'number', title: label, minimum: 0, maximum: 1000 }, required };
  }
}

const widgetOf: Partial<Record<Kind, string>> = {
  email: 'EmailWidget',
  select: 'SelectWidget',
  radio: 'RadioWidget',
  checkbox: 'CheckboxWidget',
};

/** The rule that shows a block's conditional field: a typed answer in odd blocks, 'Yes' in even ones. */
function conditionOf(blockIndex: number, blockStart: number): Node {
  const shown = fieldName(blockStart + conditionalPosition);
  // As the seminar's rules do, the branch names the field it requires (ajv's strict mode asks for it).
  const then = { required: [shown], properties: { [shown]: { type: 'string', minLength: 1 } } };
  if (blockIndex % 2 === 1) {
    const driver = fieldName(blockStart + textDriverPosition);
    return { if: { required: [driver], properties: { [driver]: { type: 'string', minLength: 1 } } }, then };
  }
  const driver = fieldName(blockStart + radioDriverPosition);
  return { if: { required: [driver], properties: { [driver]: { const: 'Yes' } } }, then };
}

/** The form of `fieldCount` fields (a multiple of ten, so every block has its condition). */
export function wideFormSchema(fieldCount = 300): WideForm {
  if (fieldCount < 20 || fieldCount % 10 !== 0) throw new Error(`A wide form has a multiple of 10 fields from 20 up.`);
  const properties: Record<string, Node> = {};
  const required: string[] = [];
  const allOf: Node[] = [];
  const uiSchema: Node = {};
  const messages: Record<string, string> = { [requiredText]: requiredText, [emailText]: emailText };
  messages[digitsText] = digitsText;

  for (let index = 0; index < fieldCount; index++) {
    const name = fieldName(index);
    const kind = kindOf(index);
    const label = `Question ${index + 1} (${kind})`;
    messages[label] = label;
    const { node, required: isRequired } = fieldSchema(kind, label, index);
    properties[name] = node;
    if (isRequired) required.push(name);
    const widget = widgetOf[kind];
    if (widget) uiSchema[name] = { 'ui:widget': widget };
    if (index % 10 === conditionalPosition) {
      allOf.push(conditionOf(Math.floor(index / 10), index - conditionalPosition));
    }
  }

  const parts: WidePart[] = [];
  for (let start = 0; start < fieldCount; start += partSize) {
    const number = parts.length + 1;
    const legend = `Part ${number}`;
    const note = `Notes for part ${number}: answer as on your organisation's records.`;
    messages[legend] = legend;
    messages[note] = note;
    const fields = Object.keys(properties).slice(start, start + partSize);
    parts.push({ id: `p${number}`, legend, content: [{ note }, ...fields.map((field) => ({ field }))] });
  }
  uiSchema['ui:ObjectFieldTemplate'] = 'PartLayout';
  uiSchema['ui:options'] = { parts };

  // The middle block is odd when there are 30 blocks: its typed driver and the field it shows.
  const middleBlock = Math.floor(fieldCount / 20) * 10;
  const textBlock = Math.floor(middleBlock / 10) % 2 === 1 ? middleBlock : middleBlock + 10;
  return {
    schema: {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      additionalProperties: false,
      required,
      properties,
      allOf,
    },
    uiSchema,
    messages,
    middleField: fieldName(middleBlock + 1),
    conditionDriver: fieldName(textBlock + textDriverPosition),
    conditionalField: fieldName(textBlock + conditionalPosition),
  };
}

/** The benchmark's form, built once per page so every module that reads it gets the same objects. */
export const wideForm: WideForm = wideFormSchema();
