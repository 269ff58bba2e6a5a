/** What the fee change route refuses with, by key (staff.api.feeChange.*); the console words them. */
import type { KeyedText } from '../../core/api/keyedText';

const said = (key: string): KeyedText => ({ key: `staff.api.feeChange.${key}` });

export const feeChangeMessages = {
  cancelled: said('cancelled'),
  unchanged: said('unchanged'),
  unknownCategory: said('unknownCategory'),
  unknownRegion: said('unknownRegion'),
  noCell: said('noCell'),
  organisation: said('organisation'),
} as const;

/** The keys of the texts above, none taking values (server/staff/staffMessages.ts lists them for check:schemas). */
export const feeChangeApiTextKeys: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.values(feeChangeMessages).map((text) => [text.key, []]),
);
