/** The badges' layout (schemas/badge.json): sheet and badge sizes, type sizes, the QR code and the meetings band. */
import badgeJson from '@schemas/badge.json';

export interface BadgeLayout {
  /** An A4 sheet of `columns` x `rows` badges (or one badge a page, for badge printers, at the badge's size). */
  sheet: { pageWidthMm: number; pageHeightMm: number; columns: number; rows: number; marginMm: number };
  badge: { widthMm: number; heightMm: number; paddingMm: number };
  /** The name starts at `largestPt` and shrinks to `smallestPt` on one line, then wraps on up to `maxLines`. */
  name: { largestPt: number; smallestPt: number; maxLines: number };
  organisationPt: number;
  regionPt: number;
  qrMm: number;
  /** The band naming the meetings the fee category covers; `separator` is a message key. */
  band: { heightMm: number; fontPt: number; colour: string; textColour: string; separator: string };
}

export const badgeLayout: BadgeLayout = badgeJson;
