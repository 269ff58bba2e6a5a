/** What the page records of one interaction, and the figures read from it (pure, so they can be tested in Node). */

/** The event that starts an interaction: a window listener in the capture phase, before any of the page's own. */
export type Trigger = 'keydown' | 'click';

/** The changes an interaction waits for; the figure ends with the first frame rendered after the last of them. */
export type Change =
  /** Every React commit. */
  | { kind: 'commit' }
  /** Every DOM mutation inside the element matching `selector`. */
  | { kind: 'mutation'; selector: string }
  /** The moment an element matching `selector` first exists. */
  | { kind: 'appears'; selector: string };

/** One rendered frame: its requestAnimationFrame callback, before style, layout and paint, and a task posted from it. */
export interface Frame {
  raf: number;
  end: number;
}

/** Timestamps in ms since navigation start, as the page's performance.now() gave them. */
export interface InteractionRecord {
  /** The trigger event reached the window; null until it did. */
  start: number | null;
  /** The changes seen since, in order. */
  changes: number[];
  /** The ends of React's commits since `start`. */
  commits: number[];
  /** The frames rendered since `start`, in order. */
  frames: Frame[];
  /** The page's clock when the record was read. */
  now: number;
}

/** The figures of one interaction. */
export interface InteractionTimes {
  start: number;
  lastChange: number;
  /** The end of the first frame whose rendering began after the last change: the change is on screen. */
  framed: number;
  /** The end of the last React commit up to `framed`; null when there was none. */
  lastCommit: number | null;
  /** How many React commits ended up to `framed`. */
  commits: number;
}

function lastOf(values: readonly number[]): number | undefined {
  return values[values.length - 1];
}

/** The first frame that began rendering at or after `time`. */
function frameAfter(frames: readonly Frame[], time: number): Frame | undefined {
  return frames.find((frame) => frame.raf >= time);
}

/** Whether the interaction is over: it started, changed, nothing changed for `quietMs`, and the last change was rendered. */
export function isSettled(record: InteractionRecord, quietMs: number): boolean {
  const lastChange = lastOf(record.changes);
  if (record.start === null || lastChange === undefined) return false;
  return record.now - lastChange >= quietMs && frameAfter(record.frames, lastChange) !== undefined;
}

/** The figures of a settled record; null while it is not settled. */
export function interactionTimes(record: InteractionRecord, quietMs: number): InteractionTimes | null {
  if (!isSettled(record, quietMs) || record.start === null) return null;
  const lastChange = lastOf(record.changes) as number;
  const framed = (frameAfter(record.frames, lastChange) as Frame).end;
  const commits = record.commits.filter((end) => end <= framed);
  return { start: record.start, lastChange, framed, lastCommit: lastOf(commits) ?? null, commits: commits.length };
}
