/**
 * What a delegate reads for the data of schemas/ (prices, dates, labels, regions), written out here by the rules of
 * the spec rather than by the code under test: a test that takes its expectations from these follows a staff edit of
 * the guide's recipes and still checks what the page shows.
 */
import formSchema from '@schemas/form.schema.json';
import formUiSchema from '@schemas/form.uischema.json';

import type { Locale } from '../../core/i18n/locales';
import { englishMessages } from '../../core/i18n/messages';
import { regions } from '../../core/model/regionList';
import { event, fees } from '../../core/model/schemaData';
import type { Authority, FeeOption, MemberStatus, Period, Region } from '../../core/model/types';
import { messagesFor } from '../../server/i18n/catalogues';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A day of event.json as the English page writes it: '27 May 2031' (spec section 2). */
export function longDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  const name = months[(month ?? 0) - 1];
  if (!year || !name || !day) throw new Error(`not a day: ${isoDay}`);
  return `${day} ${name} ${year}`;
}

/** A day of event.json as the Chinese pages write it: '2031年5月27日'. */
export function chineseDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${year}年${month}月${day}日`;
}

/** The values every text may name (the guide's "filled in for you"): the event's days, e-mail, acronym and year. */
const eventValues: Record<string, string> = {
  ...Object.fromEntries(Object.entries(event.dates).map(([name, day]) => [name, longDate(day)])),
  email: event.organiserEmail,
  acronym: event.bodyAcronym,
  year: String(event.year),
};

/**
 * The English text of a key of schemas/messages/en.json with its {placeholders} filled in: the event's values, then
 * `values`. Only plain placeholders are filled; a text with any other ICU syntax throws, so a test never guesses.
 */
export function text(key: string, values: Record<string, string> = {}): string {
  const template = englishMessages[key];
  if (template === undefined) throw new Error(`schemas/messages/en.json has no text for ${key}`);
  // A formatted argument ({n, plural, ...}) or a quoted brace would need ICU itself.
  if (/\{\s*\w+\s*,|'[{}]/.test(template)) throw new Error(`${key}: "${template}" is more than plain placeholders`);
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name] ?? eventValues[name];
    if (value === undefined) throw new Error(`${key}: no value for ${placeholder}`);
    return value;
  });
}

/** A day of event.json as a language other than English and Chinese writes it: CLDR's long date ('2 septembre 2026'). */
function dateIn(locale: Locale, isoDay: string): string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return format.format(new Date(`${isoDay}T00:00:00Z`));
}

/**
 * The text of a key of a translated catalogue with its plain {placeholders} filled in: the event's days as that
 * language's pages write them ('2031年5月27日'), its e-mail, acronym and year, then `values`.
 */
export function translatedText(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const template = messagesFor(locale)[key];
  if (template === undefined) throw new Error(`messages/${locale}.json has no text for ${key}`);
  if (/\{\s*\w+\s*,|'[{}]/.test(template)) throw new Error(`${key}: "${template}" is more than plain placeholders`);
  const written = locale.startsWith('zh') ? chineseDate : (day: string) => dateIn(locale, day);
  const days: Record<string, string> = Object.fromEntries(
    Object.entries<string>(event.dates).map(([name, day]) => [name, written(day)]),
  );
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name] ?? days[name] ?? eventValues[name];
    if (value === undefined) throw new Error(`${key}: no value for ${placeholder}`);
    return value;
  });
}

/** A whole number with thousands separators, as spec section 9 writes amounts ('1,600'). */
export function thousands(amount: number): string {
  return String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The fee option of a fee code of schemas/fees.json. */
export function feeOption(code: string): FeeOption {
  const option = fees.options.find((candidate) => candidate.value === code);
  if (!option) throw new Error(`schemas/fees.json has no fee ${code}`);
  return option;
}

/**
 * The fee option in a cell of the grid of schemas/fees.json: a row and a column by their ids, in a period (the first,
 * the one in force when registration opens, unless named), so a test follows the event's periods and codes.
 */
export function feeAt(row: string, column: string, period: Period = fees.periods[0].id): FeeOption {
  const option = fees.options.find(
    (candidate) => candidate.row === row && candidate.column === column && candidate.period === period,
  );
  if (!option) throw new Error(`schemas/fees.json has no fee in row ${row}, column ${column}, period ${period}`);
  return option;
}

function labelOf(list: { id: string; label: string }[], id: string): string {
  const entry = list.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`schemas/fees.json has no row or column ${id}`);
  return text(entry.label);
}

/** The row's text of a fee, as its grid's row header shows it ('Seminar only'). */
export function feeRowText(option: FeeOption | string): string {
  return labelOf(fees.rows, (typeof option === 'string' ? feeOption(option) : option).row);
}

/** The column's text of a fee, as its grid's column header shows it ('Members and Applicants'). */
export function feeColumnText(option: FeeOption | string): string {
  return labelOf(fees.columns, (typeof option === 'string' ? feeOption(option) : option).column);
}

/** The accessible name of a fee's radio: 'Seminar only, Members and Applicants: XTS 800'. */
export function feeName(option: FeeOption | string): string {
  const fee = typeof option === 'string' ? feeOption(option) : option;
  return text('fees.optionName', {
    row: feeRowText(fee),
    column: feeColumnText(fee),
    price: thousands(fee.price),
    currency: fees.currency,
  });
}

/** What the page shows for an amount in the currency of schemas/fees.json: 'XTS 1,600'. */
export function priceText(amount: number): string {
  return text('fees.price', { price: thousands(amount), currency: fees.currency });
}

/**
 * What the e-mails and documents write for an amount: the currency of schemas/fees.json and the amount with its
 * thousands separators ('XTS 1,600', spec section 9), cents only when there are any.
 */
export function money(amount: number): string {
  const [whole = '', cents] = String(Number.isInteger(amount) ? amount : amount.toFixed(2)).split('.');
  return `${fees.currency} ${thousands(Number(whole))}${cents === undefined ? '' : `.${cents}`}`;
}

/** The Total Fee line for an amount: 'Total Fee: XTS 800'. */
export function totalText(amount: number): string {
  return text('fees.total', { total: thousands(amount), currency: fees.currency });
}

/** The legend of a period's fee grid: 'Early Bird (on or before 27 May 2031)', 'Standard Fee'. */
export function periodLegend(period: Period): string {
  const found = fees.periods.find((candidate) => candidate.id === period);
  if (!found) throw new Error(`schemas/fees.json has no period ${period}`);
  return text(found.legend);
}

const fields = formSchema.properties as Record<string, { title?: string; enum?: string[] }>;

/** A field's label: the text of its "title" key ('Post Title'). */
export function fieldLabel(field: string): string {
  const title = fields[field]?.title;
  if (!title) throw new Error(`form.schema.json has no titled field ${field}`);
  return text(title);
}

/** A pattern for an accessible name that begins with `text`, as a query by a label that may be followed by more. */
export function beginningWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** A field's options, as its "enum" in form.schema.json lists them. */
export function fieldOptions(field: string): string[] {
  const options = fields[field]?.enum;
  if (!options) throw new Error(`form.schema.json has no option list for ${field}`);
  return options;
}

const uiFields = formUiSchema as Record<string, { 'ui:options'?: { optionLabels?: string } } | undefined>;

/** The English text of an option of a field: its key is the field's "optionLabels" in the UI schema and the value. */
export function optionText(field: string, value: string): string {
  const prefix = uiFields[field]?.['ui:options']?.optionLabels;
  if (!prefix) throw new Error(`form.uischema.json gives ${field} no optionLabels`);
  return text(`${prefix}.${value}`);
}

/** An organisation option as spec section 3 writes it: 'name (acronym)', or the name alone. */
export function authorityText(authority: Authority): string {
  return authority.acronym ? `${authority.name} (${authority.acronym})` : authority.name;
}

/** The first region of regions.json that `matches`, for a test that needs a kind of region rather than a named one. */
export function regionWhere(what: string, matches: (region: Region) => boolean): Region {
  const region = regions.find(matches);
  if (!region) throw new Error(`schemas/regions.json has no ${what}`);
  return region;
}

/** The first region of a member status. */
export function regionOfStatus(status: MemberStatus): Region {
  return regionWhere(`${status} region`, (region) => region.status === status);
}

/** The text of a key in a language of the schemas under test, filled as that language's pages fill it. */
export function textIn(locale: Locale, key: string, values: Record<string, string> = {}): string {
  return locale === 'en' ? text(key, values) : translatedText(locale, key, values);
}
