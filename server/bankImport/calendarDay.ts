/** Whether `iso` (YYYY-MM-DD) is a day of the calendar: '2025-13-45' and '2025-02-30' are not, and a date column refuses them. */
export function isCalendarDay(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso);
}
