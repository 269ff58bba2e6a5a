import { describe, expect, it } from 'vitest';

import type { EventInfo } from '../../core/model/types';
import { refundSettlementDays } from '../../core/rules/retention';
import { problemsAfter } from './helpers/schemaCopy';

describe("event.json's retention period", () => {
  it('is refused when shorter than the time a refund takes to settle', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<EventInfo>('event.json', (event) => {
        event.retention.days = refundSettlementDays - 1;
      }),
    );
    expect(lines).toEqual([
      `event.json: /retention/days: is ${refundSettlementDays - 1}, and should be at least ${refundSettlementDays}: a refund or a card dispute of the last payments can take that long after the event, and needs the delegate's details until it is settled`,
    ]);
  });

  it('is refused when missing or not a whole number of days', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<EventInfo>('event.json', (event) => {
        event.retention = { days: 200.5 };
      }),
    );
    expect(lines).toEqual([
      `event.json: /retention/days: is 200.5, and should be a whole number of days from ${refundSettlementDays} to 3650 after the event's last day`,
    ]);
  });
});
