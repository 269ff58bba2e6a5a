/** The string keys that schemas/form.uischema.json may use; the registries are typed by them. */

export const widgetKeys = [
  'TextWidget',
  'EmailWidget',
  'DigitsWidget',
  'TextareaWidget',
  'SelectWidget',
  'RadioWidget',
  'CheckboxWidget',
  'CheckboxesWidget',
  'RegionComboboxWidget',
  'DiallingCodeComboboxWidget',
  'OrganizationSelectWidget',
  'FeeGridWidget',
] as const;

export const templateKeys = ['PartLayout'] as const;

/** Blocks a part may place between its fields ({"block": "TotalFee"}). */
export const blockKeys = ['TotalFee', 'BankTransferBox'] as const;

/** Conditions a part entry may carry ({"when": "bankChosen"}). */
export const conditionKeys = ['regionChosen', 'bankChosen'] as const;

export type WidgetKey = (typeof widgetKeys)[number];
export type TemplateKey = (typeof templateKeys)[number];
export type BlockKey = (typeof blockKeys)[number];
export type ConditionKey = (typeof conditionKeys)[number];
