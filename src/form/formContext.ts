import type { RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import type { Fees, MemberStatus, Period, Region, RegistrationValues } from '../model/types';

/** What widgets read beyond their own value: the active period and the chosen region's consequences. */
export interface RegFormContext {
  period: Period;
  region: Region | undefined;
  memberStatus: MemberStatus | undefined;
  fees: Fees;
  regions: Region[];
}

export type RegUiSchema = UiSchema<RegistrationValues, RJSFSchema, RegFormContext>;

/** One entry of a part's content in the UI schema. */
export type PartEntry =
  | { field: keyof RegistrationValues & string }
  | { note: string; when?: string }
  | { notes: string[]; title?: string }
  | { block: string; when?: string };

/** A part (A-E) of the form: a fieldset with a legend and its content in order. */
export interface Part {
  id: string;
  legend: string;
  content: PartEntry[];
}

/** The props every widget of this form receives. */
export type RegWidgetProps = WidgetProps<RegistrationValues, RJSFSchema, RegFormContext>;
