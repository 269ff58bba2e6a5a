/** The string keys that schemas/form.uischema.json may use; the registries are typed by them. */

/**
 * How the field template frames a widget: a group of choices gets a fieldset and legend, a self-labelled widget
 * brings its own label (the checkbox) or its own fieldsets and error place (the fee grid), anything else a label.
 */
export type FieldKind = 'group' | 'self' | 'labelled';

interface WidgetTraits {
  frame: FieldKind;
  /** A change completes an answer (a pick, a tick), so it is checked at once rather than when the field is left. */
  choice?: boolean;
  /** The widget shows its errors itself (the fee grid, under the active period's grid only). */
  ownErrors?: boolean;
}

/** Every widget the UI schema may name, with what the form and the field template need to know of it: the one list. */
export const widgetTraits = {
  TextWidget: { frame: 'labelled' },
  EmailWidget: { frame: 'labelled' },
  DigitsWidget: { frame: 'labelled' },
  TextareaWidget: { frame: 'labelled' },
  SelectWidget: { frame: 'labelled', choice: true },
  RadioWidget: { frame: 'group', choice: true },
  CheckboxWidget: { frame: 'self', choice: true },
  CheckboxesWidget: { frame: 'group', choice: true },
  RegionComboboxWidget: { frame: 'labelled', choice: true },
  DiallingCodeComboboxWidget: { frame: 'labelled', choice: true },
  OrganizationSelectWidget: { frame: 'labelled', choice: true },
  FeeGridWidget: { frame: 'self', choice: true, ownErrors: true },
} as const satisfies Record<string, WidgetTraits>;

export type WidgetKey = keyof typeof widgetTraits;

export const widgetKeys = Object.keys(widgetTraits) as WidgetKey[];

export const templateKeys = ['PartLayout'] as const;

/** Blocks a part may place between its fields ({"block": "TotalFee"}). */
export const blockKeys = ['TotalFee', 'BankTransferBox'] as const;

/** Conditions a part entry may carry ({"when": "bankChosen"}). */
export const conditionKeys = ['regionChosen', 'bankChosen'] as const;

export type TemplateKey = (typeof templateKeys)[number];
export type BlockKey = (typeof blockKeys)[number];
export type ConditionKey = (typeof conditionKeys)[number];

function traitsOf(widget: unknown): WidgetTraits | undefined {
  return typeof widget === 'string' && Object.hasOwn(widgetTraits, widget)
    ? widgetTraits[widget as WidgetKey]
    : undefined;
}

/** The frame a widget key needs; 'labelled' for any widget not listed. */
export function fieldKindOf(widget: unknown): FieldKind {
  return traitsOf(widget)?.frame ?? 'labelled';
}

/** Whether a widget places its own errors, so the field template must not repeat them. */
export function placesOwnErrors(widget: unknown): boolean {
  return traitsOf(widget)?.ownErrors === true;
}

/** Whether a change in this widget is validated at once (spec section 5: on change, but not on each keystroke). */
export function validatesOnChange(widget: unknown): boolean {
  return traitsOf(widget)?.choice === true;
}
