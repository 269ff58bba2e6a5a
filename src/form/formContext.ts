import type { RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';

import type { DiallingCode, FeeColumn, Fees, Period, Region, RegistrationValues } from '../../core/model/types';
import type { FeeGrid } from './feeGrid';

/** The dialling list as its widget shows it: the entries, and their names and search in the page's language. */
export interface DiallingEntries {
  /** Empty until the list has arrived, just after the form. */
  entries: readonly DiallingCode[];
  nameOf: (entry: DiallingCode) => string;
  /** The page's language the names are in. */
  locale: string;
  matches: (entry: DiallingCode, query: string) => boolean;
}

/**
 * What widgets read beyond their own value: everything the form has already decided for them, so a widget only
 * renders (the fee grids with each cell's state, the total, the chosen region's organisations, the dialling list).
 */
export interface RegFormContext {
  period: Period;
  /** The fee data for the grid's headings; which cell may be chosen is in feeGrids. */
  fees: Fees;
  feeGrids: FeeGrid[];
  /** The chosen region and the fee columns its status opens, for the line the grid shows above its cells. */
  feeRegion?: Region;
  feeColumns: FeeColumn[];
  /** The price of the chosen fee, 0 with none. */
  total: number;
  regions: Region[];
  /** The chosen region's organisations, as the select offers and the payload sends them. */
  organisationOptions: string[];
  dialling: DiallingEntries;
  /** The conditions a note or block of the UI schema may wait for, as they stand now. */
  conditions: Record<string, boolean>;
}

export type RegUiSchema = UiSchema<RegistrationValues, RJSFSchema, RegFormContext>;

/** One entry of a part's content in the UI schema. */
export type PartEntry =
  | { field: Extract<keyof RegistrationValues, string> }
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
