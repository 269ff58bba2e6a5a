/**
 * The staff guide's recipe "An event without the dinner" (docs/editing-the-form.md) applied to a copy of the schemas:
 * extras.json lists none, and the form loses each extra's questions with their conditions, layout and texts.
 */
import type { Extra } from '../../core/model/extras';
import { fieldTableOf } from '../../core/registration/fieldTable';
import { extraTextKeys } from '../../core/rules/extras';
import { offeredLocales } from '../../server/i18n/catalogues';
import type { SchemaCopy } from '../schemas/helpers/schemaCopy';

type Json = Record<string, unknown>;
type FormSchema = {
  properties: Record<string, { title?: string; errorMessage?: Record<string, string> }>;
  required?: string[];
  allOf?: { if?: { required?: string[] } }[];
  errorMessage?: { required?: Record<string, string> };
};
type Layout = { id: string; legend?: string; content: { field?: string }[] }[];

/** Removes every extra of the copy; answers the payload keys the form no longer sends. */
export function removeExtras(copy: SchemaCopy): string[] {
  const { extras } = copy.readJson<{ extras: Extra[] }>('extras.json');
  const form = copy.readJson<FormSchema>('form.schema.json');
  const table = fieldTableOf(form);
  const keys = extras.flatMap((extra) => [extra.question, ...(extra.followUp ? [extra.followUp] : [])]);
  const fields = new Set(keys.flatMap((key) => table.entry(key)?.fields ?? []));
  const texts = new Set(extras.flatMap(extraTextKeys));

  for (const field of fields) {
    const property = form.properties[field];
    if (property?.title) texts.add(property.title);
    for (const key of Object.values(property?.errorMessage ?? {})) texts.add(key);
    const required = form.errorMessage?.required?.[field];
    if (required) texts.add(required);
    delete form.properties[field];
    delete form.errorMessage?.required?.[field];
  }
  form.required = form.required?.filter((field) => !fields.has(field));
  // A condition on a removed field goes with it (the follow-up asked only of those who join).
  const onRemoved = (rule: { if?: { required?: string[] } }) =>
    (rule.if?.required ?? []).some((field) => fields.has(field));
  for (const rule of form.allOf?.filter(onRemoved) ?? [])
    for (const [, text] of JSON.stringify(rule).matchAll(/"([a-z]+\.[A-Za-z0-9.]+)"/g)) texts.add(text);
  form.allOf = form.allOf?.filter((rule) => !onRemoved(rule));
  copy.writeJson('form.schema.json', form);

  copy.editJson<Json>('form.uischema.json', (ui) => {
    const options = ui['ui:options'] as { parts?: Layout } | undefined;
    const layout = options?.parts;
    for (const field of fields) {
      const labels = (ui[field] as { 'ui:options'?: { optionLabels?: string } } | undefined)?.['ui:options'];
      if (labels?.optionLabels) texts.add(`${labels.optionLabels}.*`);
      delete ui[field];
    }
    if (layout) {
      for (const part of layout) part.content = part.content.filter((item) => !item.field || !fields.has(item.field));
      for (const part of layout.filter((item) => item.content.length === 0)) if (part.legend) texts.add(part.legend);
      if (options) options.parts = layout.filter((part) => part.content.length > 0);
    }
  });
  copy.writeJson('extras.json', { extras: [] });

  // Texts only the removed questions used (others may share one); a key ending in '.*' is an option list's prefix.
  const used = JSON.stringify(copy.readJson('form.uischema.json')) + JSON.stringify(copy.readJson('form.schema.json'));
  for (const locale of offeredLocales)
    copy.editJson<Record<string, string>>(`messages/${locale}.json`, (messages) => {
      for (const key of texts) {
        if (!key.endsWith('.*')) {
          if (!used.includes(`"${key}"`)) delete messages[key];
        } else if (!used.includes(`"${key.slice(0, -2)}"`))
          for (const name of Object.keys(messages)) if (name.startsWith(key.slice(0, -1))) delete messages[name];
      }
    });
  return keys;
}
