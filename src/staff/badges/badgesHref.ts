/** The badges PDF's address for a selection, in the console's language (the band's meeting names are written in it). */
export type BadgeSheet = 'sheet' | 'single';

export function badgesHref(language: string, sheet: BadgeSheet, selection: Record<string, string>): string {
  const query = new URLSearchParams({ lang: language, sheet, ...chosenFilters(selection) });
  return `/staff/api/badges.pdf?${query.toString()}`;
}

/** The filters given a value: an empty one means any, and the server is not asked about it. */
export function chosenFilters(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
}
