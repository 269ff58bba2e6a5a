import { assetUrl, imageSources, triesAvif } from '../../src/images/assetUrl';
import { avifPath } from '../../src/images/avifPath';
import { eventAsset } from '../support/eventAssets';
import { userAgents } from './userAgents';

describe('assetUrl', () => {
  it('builds {host}/{year}/{project}/{path} with an asset host', () => {
    expect(assetUrl('images/banner.gif', 'https://assets.example.org')).toBe(
      eventAsset('images/banner.gif', 'https://assets.example.org'),
    );
  });

  it('builds a same-origin root path when the host is empty', () => {
    expect(assetUrl('images/banner.gif', '')).toBe(eventAsset('images/banner.gif'));
  });

  it('does not double the slashes around the host and the path', () => {
    expect(assetUrl('/images/logo.png', 'https://assets.example.org/')).toBe(
      eventAsset('images/logo.png', 'https://assets.example.org'),
    );
  });
});

describe('avifPath', () => {
  it('replaces the extension with .avif', () => {
    expect(avifPath('images/banner.gif')).toBe('images/banner.avif');
    expect(avifPath('images/title.png')).toBe('images/title.avif');
  });

  it('only touches the file name, not a dotted folder', () => {
    expect(avifPath('v1.2/logo')).toBe('v1.2/logo.avif');
    expect(avifPath('v1.2/logo.PNG')).toBe('v1.2/logo.avif');
  });
});

describe('triesAvif', () => {
  it('always tries AVIF for a PNG, even where animated AVIF is unsupported', () => {
    expect(triesAvif('images/logo.png', userAgents.safari17)).toBe(true);
    expect(triesAvif('images/logo.png', userAgents.edge120)).toBe(true);
  });

  it('tries AVIF for a GIF only where animated AVIF plays', () => {
    expect(triesAvif('images/banner.gif', userAgents.edge121)).toBe(true);
    expect(triesAvif('images/banner.gif', userAgents.edge120)).toBe(false);
  });
});

describe('imageSources', () => {
  it('prefers the AVIF variant and falls back to the original', () => {
    expect(imageSources('images/title.png', userAgents.chrome89, 'https://assets.example.org')).toEqual({
      preferred: eventAsset('images/title.avif', 'https://assets.example.org'),
      fallback: eventAsset('images/title.png', 'https://assets.example.org'),
    });
  });

  it('goes straight to the GIF on a browser without animated AVIF', () => {
    expect(imageSources('images/banner.gif', userAgents.firefox112, '')).toEqual({
      preferred: eventAsset('images/banner.gif'),
      fallback: eventAsset('images/banner.gif'),
    });
  });
});
