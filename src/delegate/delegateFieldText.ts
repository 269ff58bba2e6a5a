/**
 * A stored field's label and value as the form showed them: the label is the title its property has in
 * form.schema.json (found through the field table, so a field staff add is labelled with no code), an option's value
 * is the option label form.uischema.json names for it, a fee category the fee grid's words.
 */
import { storedRegionName } from '../../core/i18n/regionName';
import { regions } from '../../core/model/regionList';
import type { FieldTable } from '../../core/registration/fieldTable';
import { formFieldTable } from '../../core/registration/formFieldTable';
import { optionTextKey } from '../../core/registration/optionLabels';
import { feeCategoryText, humanised, type MaybeText } from '../staff/valueTexts';

/** The label of a payload key: its form field's title, in words; an unknown key in words made of its name. */
export function fieldLabel(key: string, text: MaybeText, table: FieldTable = formFieldTable): string {
  // The status follows from the region, whose field it shares in the form's table: a label of its own tells them apart.
  if (key === 'member_status') return text('delegate.memberStatusLabel') ?? humanised(key);
  const title = table.entry(key)?.title;
  return (title && text(title)) ?? humanised(key);
}

/** A stored value in the words the form showed for it, a region by its name in `locale`. */
export function fieldValue(key: string, value: string, text: MaybeText, locale = 'en'): string {
  if (value === '') return '';
  if (key === 'fee_category') return feeCategoryText(value, text);
  if (key === 'region') return storedRegionName(regions, value, locale);
  if (key === 'member_status') return text(`delegate.memberStatus.${value}`) ?? value;
  const words = optionTextKey(key, value);
  return (words && text(words)) ?? value;
}
