/** The recipes of docs/editing-the-form.md, applied to a project copy as a member of staff would apply them. */
import type { Fees, Region } from '../../../core/model/types';
import type { ProjectCopy } from './projectCopy';

type Catalogue = Record<string, string>;
type SchemaNode = { properties: Record<string, { enum?: string[] } & Record<string, unknown>> };
type UiPart = { id: string; content: { field?: string; notes?: string[] }[] };
type UiSchema = { 'ui:options': { parts: UiPart[] } };

const languages = ['en', 'zh-Hant', 'zh-Hans'] as const;

/** Sets a text in every catalogue (the guide asks for the translations with the English). */
function setText(project: ProjectCopy, key: string, texts: Record<(typeof languages)[number], string>): void {
  for (const language of languages) {
    project.editJson<Catalogue>(`schemas/messages/${language}.json`, (messages) => {
      messages[key] = texts[language];
    });
  }
}

/**
 * The date of event.json the copy's first fee period ends on: the early-bird deadline of the seminar, or the closing
 * day for an event of one period (its period runs until registration closes).
 */
function firstDeadline(project: ProjectCopy): string {
  const [first] = (JSON.parse(project.readText('schemas/fees.json')) as Fees).periods;
  return first?.lastDay ?? 'registrationCloses';
}

function part(ui: UiSchema, id: string): UiPart {
  const found = ui['ui:options'].parts.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`form.uischema.json has no Part ${id}`);
  return found;
}

/** "Change a label": Post Title becomes Job Title. */
export function changeLabel(project: ProjectCopy): void {
  project.editJson<Catalogue>('schemas/messages/en.json', (en) => {
    en['field.postTitle'] = 'Job Title';
  });
}

/** "Change a note, or add one": a new note at the end of Part B's notes, with a date in it. */
export function addNote(project: ProjectCopy): void {
  project.editJson<UiSchema>('schemas/form.uischema.json', (ui) => {
    const notes = part(ui, 'b').content.find((entry) => entry.notes)?.notes;
    if (!notes) throw new Error("Part B of form.uischema.json has no notes");
    notes.push('part.b.note.visa');
  });
  // The guide's example names {earlyBirdDeadline}; an event without an early bird names its own deadline.
  const deadline = `{${firstDeadline(project)}}`;
  setText(project, 'part.b.note.visa', {
    en: `Delegates who need a visa should register before ${deadline}.`,
    'zh-Hant': `需要簽證的與會者請於${deadline}前登記。`,
    'zh-Hans': `需要签证的参会者请于${deadline}前注册。`,
  });
}

/** "Change a fee": every price of the first period (the seminar's early bird) 25 higher. */
export function changeFees(project: ProjectCopy): void {
  project.editJson<Fees>('schemas/fees.json', (fees) => {
    const first = fees.periods[0]?.id;
    for (const option of fees.options) if (option.period === first) option.price += 25;
  });
}

/** "Change a deadline or a date": the first period's last day (the early-bird deadline) a day earlier. */
export function changeDeadline(project: ProjectCopy): void {
  const name = firstDeadline(project);
  project.editJson<{ dates: Record<string, string> }>('schemas/event.json', (event) => {
    const day = new Date(`${event.dates[name]}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() - 1);
    event.dates[name] = day.toISOString().slice(0, 10);
  });
}

/** "Add or change a region or an authority": a new member region before the Others, and an authority for the first. */
export function addRegion(project: ProjectCopy): void {
  project.editJson<Region[]>('schemas/regions.json', (regions) => {
    regions[0]?.authorities.push({ name: 'Agency of Recipes', acronym: 'AOR' });
    const others = regions.findIndex((region) => region.regionName.startsWith('Others'));
    regions.splice(others, 0, {
      id: 'recipeland',
      regionName: 'Recipeland',
      'name-zh-Hant': '食譜國',
      'name-zh-Hans': '食谱国',
      status: 'Member',
      authorities: [{ name: 'Recipeland Medicines Board', acronym: 'RMB' }],
    });
  });
}

/** "Change an option list": the title Mx. */
export function addTitleOption(project: ProjectCopy): void {
  project.editJson<SchemaNode>('schemas/form.schema.json', (schema) => {
    schema.properties.title?.enum?.push('Mx');
  });
  setText(project, 'option.title.Mx', { en: 'Mx', 'zh-Hant': 'Mx', 'zh-Hans': 'Mx' });
}

/** "Add a simple field": an optional "Name on badge" under Given Name. */
export function addBadgeName(project: ProjectCopy): void {
  project.editJson<SchemaNode>('schemas/form.schema.json', (schema) => {
    const entries = Object.entries(schema.properties);
    const at = entries.findIndex(([field]) => field === 'givenName') + 1;
    entries.splice(at, 0, ['badgeName', { type: 'string', title: 'field.badgeName', payload: 'badge_name', maxLength: 200 }]);
    schema.properties = Object.fromEntries(entries);
  });
  project.editJson<UiSchema>('schemas/form.uischema.json', (ui) => {
    const partA = part(ui, 'a');
    const at = partA.content.findIndex((entry) => entry.field === 'givenName') + 1;
    partA.content.splice(at, 0, { field: 'badgeName' });
  });
  setText(project, 'field.badgeName', { en: 'Name on badge', 'zh-Hant': '名牌上的名字', 'zh-Hans': '名牌上的名字' });
}

/** Every recipe of the guide, in its order. */
export const recipes = { changeLabel, addNote, changeFees, changeDeadline, addRegion, addTitleOption, addBadgeName };
