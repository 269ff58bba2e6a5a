import { supportsAnimatedAvif } from '../../src/images/supportsAnimatedAvif';
import { userAgents } from './userAgents';

describe('supportsAnimatedAvif', () => {
  it.each([
    ['Edge 120', userAgents.edge120, false],
    ['Edge 121', userAgents.edge121, true],
    ['Chrome 88', userAgents.chrome88, false],
    ['Chrome 89', userAgents.chrome89, true],
    ['Firefox 112', userAgents.firefox112, false],
    ['Firefox 113', userAgents.firefox113, true],
    ['Safari 17', userAgents.safari17, false],
  ])('answers the spec threshold for %s', (_browser, userAgent, expected) => {
    expect(supportsAnimatedAvif(userAgent)).toBe(expected);
  });

  it('judges Edge by its own version, not the Chrome token its user agent also carries', () => {
    expect(userAgents.edge120).toContain('Chrome/120');
    expect(supportsAnimatedAvif(userAgents.edge120)).toBe(false);
  });

  it('treats Edge on Android like Edge, and the old EdgeHTML Edge as unsupported', () => {
    expect(supportsAnimatedAvif(userAgents.edgeAndroid121)).toBe(true);
    expect(supportsAnimatedAvif(userAgents.edgeLegacy18)).toBe(false);
  });

  it('judges other Chromium browsers by their Chrome engine version', () => {
    expect(supportsAnimatedAvif(userAgents.opera106)).toBe(true);
    expect(supportsAnimatedAvif(userAgents.samsung23)).toBe(true);
    expect(supportsAnimatedAvif(userAgents.headlessChrome120)).toBe(true);
  });

  it('says no for iOS browsers, which all run on WebKit', () => {
    expect(supportsAnimatedAvif(userAgents.chromeIos)).toBe(false);
    expect(supportsAnimatedAvif(userAgents.firefoxIos)).toBe(false);
    expect(supportsAnimatedAvif(userAgents.edgeIos)).toBe(false);
  });

  it('says no for an empty or unknown user agent', () => {
    expect(supportsAnimatedAvif('')).toBe(false);
    expect(supportsAnimatedAvif('curl/8.5.0')).toBe(false);
  });
});
