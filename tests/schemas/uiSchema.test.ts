import { describe, expect, it } from 'vitest';

import { blockKeys, conditionKeys, templateKeys, widgetKeys } from '../../widgets/support/registryKeys';
import { problemsAfter } from './helpers/schemaCopy';

interface ContentItem {
  [key: string]: unknown;
}
interface UiSchema {
  [key: string]: unknown;
  'ui:options': { parts: { id: string; content: ContentItem[] }[] };
}

function contentWith(ui: UiSchema, key: string): ContentItem {
  const found = ui['ui:options'].parts.flatMap((part) => part.content).find((item) => key in item);
  if (!found) throw new Error(`no part entry has "${key}"`);
  return found;
}

describe('the UI schema', () => {
  it('names only fields that exist', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<UiSchema>('form.uischema.json', (ui) => {
        ui.postTitel = ui.postTitle;
        delete ui.postTitle;
      }),
    );
    expect(lines).toEqual([
      'form.uischema.json: /postTitel: "postTitel" is not a field of form.schema.json, and should be one of its properties (did you mean "postTitle"?)',
    ]);
  });

  it('places only existing fields in its parts, and each field once', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<UiSchema>('form.uischema.json', (ui) => {
        ui['ui:options'].parts[0].content[0] = { field: 'titel' };
      }),
    );
    expect(lines).toEqual([
      'form.uischema.json: /ui:options/parts/0/content/0/field: field "titel" does not exist in form.schema.json, and should be one of its properties (did you mean "title"?)',
      'form.uischema.json: /ui:options/parts: field "title" is in no part, so the form would not show it, and should be placed once: add {"field": "title"} to a part\'s content',
    ]);
  });

  it('uses only registered widgets', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<UiSchema>('form.uischema.json', (ui) => {
        (ui.region as Record<string, unknown>)['ui:widget'] = 'RegionComboWidget';
      }),
    );
    expect(lines).toEqual([
      `form.uischema.json: /region/ui:widget: widget "RegionComboWidget" is not registered, and should be one of ${widgetKeys.join(', ')} (did you mean "RegionComboboxWidget"?) (see widgetKeys in widgets/support/registryKeys.ts)`,
    ]);
  });

  it('uses only registered templates', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<UiSchema>('form.uischema.json', (ui) => {
        ui['ui:ObjectFieldTemplate'] = 'PartsLayout';
      }),
    );
    expect(lines).toEqual([
      `form.uischema.json: /ui:ObjectFieldTemplate: template "PartsLayout" is not registered, and should be one of ${templateKeys.join(', ')} (did you mean "PartLayout"?) (see templateKeys in widgets/support/registryKeys.ts)`,
    ]);
  });

  it('uses only registered blocks and conditions', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<UiSchema>('form.uischema.json', (ui) => {
        const block = contentWith(ui, 'block');
        block.block = 'TotalPrice';
        const conditional = contentWith(ui, 'when');
        conditional.when = 'regionSelected';
      }),
    );
    expect(lines).toHaveLength(2);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`/block: block "TotalPrice" is not registered, and should be one of ${blockKeys.join(', ')}`)));
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`/when: condition "regionSelected" is not registered, and should be one of ${conditionKeys.join(', ')}`)));
  });
});
