import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';

import type { DiallingCode, RegistrationValues } from '../../core/model/types';
import { lazyValue } from '../lazyValue';

/** The dialling list with its names and search, which arrive together just after the form. */
export interface DiallingList {
  entries: readonly DiallingCode[];
  nameIn: (entry: DiallingCode, locale: string) => string;
  matches: (entry: DiallingCode, query: string) => boolean;
}

/** The precompiled validator with the error placement it is used with; neither is needed to draw the form. */
export interface FormValidator {
  validator: ValidatorType<RegistrationValues, RJSFSchema>;
  transformErrors: (errors: RJSFValidationError[]) => RJSFValidationError[];
}

/** The precompiled validator, fetched once; the form asks for it as soon as it is on screen. */
export const formValidator = lazyValue<FormValidator>(() =>
  import('./validator').then((module) => ({ validator: module.validator, transformErrors: module.transformErrors })),
);

/** The region list, fetched as soon as the form is on screen; no region can be chosen before it is here. */
export const regionList = lazyValue(() => import('../../core/model/regionList').then((module) => module.regions));

/** The dialling list, fetched as soon as the form is on screen; its widget shows it once here. */
export const diallingList = lazyValue(() =>
  Promise.all([import('../../core/model/diallingCodes'), import('./diallingText')]).then(
    ([list, text]): DiallingList => ({
      entries: list.diallingCodes,
      nameIn: text.diallingName,
      matches: text.diallingMatches,
    }),
  ),
);
