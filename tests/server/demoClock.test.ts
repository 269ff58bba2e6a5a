import { describe, expect, it } from 'vitest';

import { event, fees } from '../../core/model/schemaData';
import type { EventInfo, Fees } from '../../core/model/types';
import { isRegistrationOpen, periodAt } from '../../core/rules/period';
import { demoInstantOf } from '../../server/clock';
import { readServerConfig } from '../../server/config';

// Events of the engine's own: two fee periods in Zurich, and one period in New York.
const zurich = {
  timeZone: 'Europe/Zurich',
  dates: { earlyEnds: '2030-03-15', registrationCloses: '2030-04-30' },
} as unknown as EventInfo;
const twoPeriods: Pick<Fees, 'periods'> = {
  periods: [
    { id: 'early', legend: 'x', lastDay: 'earlyEnds' },
    { id: 'late', legend: 'y' },
  ],
};
const newYork = { timeZone: 'America/New_York', dates: { registrationCloses: '2031-07-10' } } as unknown as EventInfo;
const onePeriod: Pick<Fees, 'periods'> = { periods: [{ id: 'only', legend: 'z' }] };

describe("the demo clock, from the event's own dates", () => {
  it("stands at 10:00 in the event's zone on the first of the month three weeks before the first period ends", () => {
    expect(demoInstantOf(zurich, twoPeriods)).toBe('2030-02-01T10:00:00+01:00');
    // With one period, three weeks before registration closes; summer time in New York.
    expect(demoInstantOf(newYork, onePeriod)).toBe('2031-06-01T10:00:00-04:00');
  });

  it('opens the event under test inside its first fee period, registration open, and says so at start-up', () => {
    const instant = new Date(demoInstantOf(event, fees));
    expect(periodAt(event, fees, instant)).toBe(fees.periods[0]?.id);
    expect(isRegistrationOpen(event, instant)).toBe(true);
    const config = readServerConfig({}, process.cwd(), 'tool');
    expect(config.clock().getTime()).toBe(instant.getTime());
    expect(config.clockNote).toContain(demoInstantOf(event, fees));
  });
});
