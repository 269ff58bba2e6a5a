/** The server's idea of now: fixed for demos and tests (REGISTRATION_CLOCK), or the system's. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock standing still at `instant`. */
export function fixedClock(instant: Date): Clock {
  const time = instant.getTime();
  return () => new Date(time);
}

/** Where the demo clock stands unless REGISTRATION_CLOCK is set: inside the early-bird window. */
export const demoInstant = '2025-09-01T10:00:00+08:00';

/** An ISO instant ('2025-09-01T10:00:00+08:00'), or undefined when it is not one. */
export function parseInstant(text: string): Date | undefined {
  // An instant needs a date, a time and an offset; a bare date would depend on the machine's zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
