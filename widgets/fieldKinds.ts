/**
 * How the field template frames a widget: a group of choices gets a fieldset and legend, a self-labelled widget
 * brings its own label (the checkbox) or its own fieldsets and error place (the fee grid), anything else a label.
 */
export type FieldKind = 'group' | 'self' | 'labelled';

const kinds: Record<string, FieldKind> = {
  RadioWidget: 'group',
  CheckboxesWidget: 'group',
  CheckboxWidget: 'self',
  FeeGridWidget: 'self',
};

/** Widgets that show their errors themselves: the fee grid shows them under the active period's grid only. */
const ownErrorPlaces = new Set(['FeeGridWidget']);

/** Whether a widget places its own errors, so the field template must not repeat them. */
export function placesOwnErrors(widget: unknown): boolean {
  return typeof widget === 'string' && ownErrorPlaces.has(widget);
}

/** The frame a widget key needs; 'labelled' for any widget not listed. */
export function fieldKindOf(widget: unknown): FieldKind {
  return typeof widget === 'string' ? (kinds[widget] ?? 'labelled') : 'labelled';
}

/** Widgets whose change completes an answer (a pick, a tick), so it is checked at once rather than when left. */
const choiceWidgets = new Set([
  'SelectWidget',
  'RadioWidget',
  'CheckboxWidget',
  'CheckboxesWidget',
  'RegionComboboxWidget',
  'DiallingCodeComboboxWidget',
  'OrganizationSelectWidget',
  'FeeGridWidget',
]);

/** Whether a change in this widget is validated at once (spec section 5: on change, but not on each keystroke). */
export function validatesOnChange(widget: unknown): boolean {
  return typeof widget === 'string' && choiceWidgets.has(widget);
}
