/**
 * The door keeps its list by the server's clock, not the phone's: in a demo the server stands on the event's days while
 * the phone's calendar is past them, and the list must still be kept offline and dated as the server made it.
 */
import { afterEach, describe, expect, it } from 'vitest';

import type { DoorList } from '../../core/api/doorTypes';
import { meetings } from '../../core/model/meetings';
import { event } from '../../core/model/schemaData';
import { eventDays } from '../../core/rules/meetings';
import { doorStorage } from '../../src/checkin/doorStorage';
import { addDays, eventInstant } from '../support/eventTimes';

const days = eventDays(event, meetings);

function listAt(issuedAt: string): DoorList {
  return { today: issuedAt.slice(0, 10), issuedAt, window: 'sealed', days: [], entries: [] };
}

afterEach(() => localStorage.clear());

describe("the door's kept list", () => {
  it("is kept while the server's clock stands on a meeting day, whatever the phone's calendar says", () => {
    const issuedAt = new Date(eventInstant(days[0].day, '09:00:00')).toISOString();
    // As the page does on each list: the server's time less the phone's.
    doorStorage.saveClockOffset(Date.parse(issuedAt) - Date.now());
    doorStorage.saveList(listAt(issuedAt));
    expect(doorStorage.list()).toMatchObject({ issuedAt, savedAt: issuedAt });
  });

  it("is dropped once the server's clock is past the last meeting day", () => {
    const after = new Date(eventInstant(addDays(days.at(-1)!.day, 1), '09:00:00')).toISOString();
    doorStorage.saveClockOffset(Date.parse(after) - Date.now());
    doorStorage.saveList(listAt(after));
    expect(doorStorage.list()).toBeUndefined();
  });
});
