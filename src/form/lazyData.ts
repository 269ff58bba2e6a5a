import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { lazyValue } from '../lazyValue';
import type { RegistrationValues } from '../model/types';

export type FormValidator = ValidatorType<RegistrationValues, RJSFSchema>;

/** The precompiled validator, fetched once; the form asks for it as soon as it is on screen. */
export const formValidator = lazyValue<FormValidator>(() => import('./validator').then((module) => module.validator));

/** The region list, fetched as soon as the form is on screen; no region can be chosen before it is here. */
export const regionList = lazyValue(() => import('../model/regionList').then((module) => module.regions));
