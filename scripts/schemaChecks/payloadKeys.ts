import { fieldTableOf } from '../../core/registration/fieldTable.js';
import { pointer, type Problem, problem } from './problem.js';

const file = 'form.schema.json';

interface SchemaProperties {
  properties?: Record<string, { payload?: unknown }>;
}

/**
 * Every field says how it travels to the server (`"payload": "badge_name"`, or `false` when it is not sent), and a key
 * two fields share is the same kind of key for both. The shape of each declaration is checked when ajv compiles.
 */
export function checkPayloadKeys(schema: unknown): Problem[] {
  const properties = (schema as SchemaProperties | null)?.properties;
  if (typeof properties !== 'object' || properties === null) return [];
  const problems: Problem[] = [];
  for (const [field, property] of Object.entries(properties)) {
    if (typeof property === 'object' && property !== null && !('payload' in property)) {
      problems.push(
        problem(
          file,
          pointer('properties', field),
          `field "${field}" has no "payload", and should say how it is sent: a key such as "payload": "${field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}", or "payload": false when it is not sent`,
        ),
      );
    }
  }
  for (const entry of fieldTableOf(schema as object).keys) {
    const mappings = new Set(entry.fields.map((field) => JSON.stringify(properties[field]?.payload)));
    if (mappings.size > 1) {
      problems.push(
        problem(
          file,
          pointer('properties', entry.fields[1] ?? entry.key, 'payload'),
          `payload key "${entry.key}" is declared differently by ${entry.fields.join(' and ')}, and should be declared alike by both (one is sent, whichever is shown)`,
        ),
      );
    }
  }
  return problems;
}
