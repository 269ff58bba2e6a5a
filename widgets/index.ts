import type { RegistryWidgetsType, RJSFSchema, TemplatesType } from '@rjsf/utils';

import type { RegistrationValues } from '../core/model/types';
import type { RegFormContext } from '../src/form/formContext';
import CheckboxWidget from './CheckboxWidget';
import ComboboxPlaceholder from './ComboboxPlaceholder';
import DigitsWidget from './DigitsWidget';
import EmailWidget from './EmailWidget';
import FeeGridWidget from './FeeGridWidget';
import FieldTemplate from './FieldTemplate';
import OrganizationSelectWidget from './OrganizationSelectWidget';
import PartLayout from './PartLayout';
import RadioWidget from './RadioWidget';
import SelectWidget from './SelectWidget';
import { lazyWidget } from './support/lazyWidget';
import type { TemplateKey, WidgetKey } from './support/registryKeys';
import TextWidget from './TextWidget';

/** The searchable selects arrive just after the form: their code is not needed to start typing. */
export const RegionComboboxWidget = lazyWidget(() => import('./RegionComboboxWidget'), ComboboxPlaceholder);
export const DiallingCodeComboboxWidget = lazyWidget(() => import('./DiallingCodeComboboxWidget'), ComboboxPlaceholder);

/** Registered for staff to use, but not in today's form, so they cost nothing until a UI schema names them. */
export const CheckboxesWidget = lazyWidget(
  () => import('./CheckboxesWidget'),
  () => null,
);
export const TextareaWidget = lazyWidget(
  () => import('./TextareaWidget'),
  () => null,
);

/** Every widget the UI schema may name by key. */
export const widgets = {
  TextWidget,
  EmailWidget,
  DigitsWidget,
  TextareaWidget,
  SelectWidget,
  RadioWidget,
  CheckboxWidget,
  CheckboxesWidget,
  RegionComboboxWidget,
  DiallingCodeComboboxWidget,
  OrganizationSelectWidget,
  FeeGridWidget,
} satisfies Record<WidgetKey, RegistryWidgetsType<RegistrationValues, RJSFSchema, RegFormContext>[string]>;

/** Templates the UI schema names by key, plus the field template every field uses. */
export const templates = {
  PartLayout,
  FieldTemplate,
  ObjectFieldTemplate: PartLayout,
} satisfies Partial<TemplatesType<RegistrationValues, RJSFSchema, RegFormContext>> & Record<TemplateKey, unknown>;
