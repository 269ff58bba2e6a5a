import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { afterFirstPaint } from '../../src/prerender/afterFirstPaint';

/** A banner as the prerendered page has it, whose decoding ends when the test says so. */
function bannerDecoding(): { finish: () => void; fail: () => void } {
  const image = document.createElement('img');
  image.setAttribute('fetchpriority', 'high');
  let finish = () => {};
  let fail = () => {};
  image.decode = () =>
    new Promise<void>((resolve, reject) => {
      finish = resolve;
      fail = () => reject(new Error('EncodingError'));
    });
  document.body.append(image);
  return { finish: () => finish(), fail: () => fail() };
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('starts after the next frame once the banner is decoded, and only once', async () => {
    const banner = bannerDecoding();
    const start = vi.fn();
    afterFirstPaint(start);
    await vi.advanceTimersByTimeAsync(500);
    expect(start).not.toHaveBeenCalled();
    banner.finish();
    await vi.advanceTimersByTimeAsync(50);
    expect(start).toHaveBeenCalledTimes(1);
    // The second's limit passing later starts nothing more.
    await vi.advanceTimersByTimeAsync(2000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a banner that fails, nor for one still loading after a second', async () => {
    const failing = bannerDecoding();
    const afterFailure = vi.fn();
    afterFirstPaint(afterFailure);
    failing.fail();
    await vi.advanceTimersByTimeAsync(50);
    expect(afterFailure).toHaveBeenCalledTimes(1);

    document.body.replaceChildren();
    bannerDecoding();
    const afterTimeout = vi.fn();
    afterFirstPaint(afterTimeout);
    await vi.advanceTimersByTimeAsync(999);
    expect(afterTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(afterTimeout).toHaveBeenCalledTimes(1);
  });

  it('starts after one frame on a page without a banner', async () => {
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
