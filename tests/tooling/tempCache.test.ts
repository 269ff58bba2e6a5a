import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { cachedDirectory } from '../../scripts/support/tempCache';
import { type TemporaryDirectory, temporaryDirectory } from '../../scripts/support/temporaryDirectory';

const prefix = 'cache-test-';
const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000);

let parent: TemporaryDirectory | undefined;
afterEach(() => parent?.remove());

/** An entry made by an earlier run, last touched two hours ago. */
function oldEntry(dir: string, key: string): string {
  const entry = path.join(dir, `${prefix}${key}`);
  mkdirSync(entry);
  writeFileSync(path.join(entry, 'index.html'), key);
  utimesSync(entry, twoHoursAgo(), twoHoursAgo());
  return entry;
}

describe('the temp directory cache of builds and databases', () => {
  it('makes an entry once and hands the same directory to the next caller', async () => {
    parent = temporaryDirectory('seminar-cache-');
    let made = 0;
    const produce = async (dir: string) => {
      made += 1;
      writeFileSync(path.join(dir, 'index.html'), 'built');
    };
    const first = await cachedDirectory(prefix, 'a', produce, parent.dir);
    const second = await cachedDirectory(prefix, 'a', produce, parent.dir);
    expect(second).toBe(first);
    expect(made).toBe(1);
  });

  it('removes entries of other inputs unused for an hour, but never one a run still in progress asked for', async () => {
    parent = temporaryDirectory('seminar-cache-');
    const unused = oldEntry(parent.dir, 'unused');
    // A run that started over an hour ago built this one, and its files still ask for it.
    const inUse = oldEntry(parent.dir, 'in-use');
    await cachedDirectory(prefix, 'in-use', () => Promise.reject(new Error('it exists')), parent.dir);

    // Another checkout's run makes an entry of its own inputs.
    await cachedDirectory(
      prefix,
      'other',
      async (dir) => writeFileSync(path.join(dir, 'index.html'), 'other'),
      parent.dir,
    );

    expect(existsSync(unused)).toBe(false);
    expect(existsSync(path.join(inUse, 'index.html'))).toBe(true);
  });
});
