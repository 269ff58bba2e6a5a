import { describe, expect, it } from 'vitest';

import { type InteractionRecord, interactionTimes, isSettled } from '../../scripts/bench/interaction';

function record(parts: Partial<InteractionRecord>): InteractionRecord {
  return { start: 100, changes: [], commits: [], frames: [], now: 1000, ...parts };
}

describe('isSettled', () => {
  it('waits for the trigger and for a first change', () => {
    expect(isSettled(record({ start: null, changes: [110], frames: [{ raf: 120, end: 125 }] }), 0)).toBe(false);
    expect(isSettled(record({ frames: [{ raf: 120, end: 125 }] }), 0)).toBe(false);
  });

  it('waits until nothing changed for the quiet time', () => {
    const busy = record({ changes: [110, 180], frames: [{ raf: 190, end: 200 }], now: 250 });
    expect(isSettled(busy, 100)).toBe(false);
    expect(isSettled({ ...busy, now: 280 }, 100)).toBe(true);
  });

  it('waits for a frame that began rendering after the last change', () => {
    const changedMidFrame = record({ changes: [150], frames: [{ raf: 140, end: 160 }] });
    expect(isSettled(changedMidFrame, 0)).toBe(false);
    expect(isSettled({ ...changedMidFrame, frames: [...changedMidFrame.frames, { raf: 170, end: 175 }] }, 0)).toBe(
      true,
    );
  });
});

describe('interactionTimes', () => {
  it('is null while the interaction has not settled', () => {
    expect(interactionTimes(record({ changes: [110] }), 0)).toBeNull();
  });

  it('ends with the first frame rendered after the last change, not the first', () => {
    const times = interactionTimes(
      record({
        changes: [140, 220],
        commits: [139, 219],
        frames: [
          { raf: 130, end: 135 },
          { raf: 150, end: 200 },
          { raf: 225, end: 240 },
          { raf: 260, end: 262 },
        ],
      }),
      50,
    );
    expect(times).toEqual({ start: 100, lastChange: 220, framed: 240, lastCommit: 219, commits: 2 });
  });

  it('counts only the commits that ended by that frame', () => {
    const times = interactionTimes(
      record({ changes: [104], commits: [103, 104, 300], frames: [{ raf: 110, end: 116 }] }),
      0,
    );
    expect(times?.lastCommit).toBe(104);
    expect(times?.commits).toBe(2);
  });

  it('has no last commit when React did not commit', () => {
    expect(interactionTimes(record({ changes: [104], frames: [{ raf: 110, end: 116 }] }), 0)?.lastCommit).toBeNull();
  });
});
