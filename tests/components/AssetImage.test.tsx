import { fireEvent, render, screen } from '@testing-library/react';

import { headerImages } from '../../core/model/headerImages';
import AssetImage from '../../src/components/AssetImage';
import { userAgents } from '../images/userAgents';
import { eventAsset } from '../support/eventAssets';

function browserIs(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AssetImage', () => {
  it('tries the AVIF variant first and shows the original when the variant fails to load', () => {
    browserIs(userAgents.safari17);
    render(<AssetImage {...headerImages.logo} alt="Event logo" />);
    const image = screen.getByRole('img', { name: 'Event logo' });
    expect(image).toHaveAttribute('src', eventAsset('images/logo.avif'));

    fireEvent.error(image);
    expect(image).toHaveAttribute('src', eventAsset('images/logo.png'));
  });

  it('stays on the original when that fails too, instead of switching back and forth', () => {
    render(<AssetImage {...headerImages.logo} alt="Event logo" />);
    const image = screen.getByRole('img', { name: 'Event logo' });
    fireEvent.error(image);
    fireEvent.error(image);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', eventAsset('images/logo.png'));
  });

  it('goes straight to the GIF on Edge 120, which cannot play animated AVIF', () => {
    browserIs(userAgents.edge120);
    render(<AssetImage {...headerImages.banner} alt="Banner" />);
    expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute('src', eventAsset('images/banner.gif'));
  });

  it('tries the AVIF variant of the GIF on Edge 121 and falls back to the GIF', () => {
    browserIs(userAgents.edge121);
    render(<AssetImage {...headerImages.banner} alt="Banner" />);
    const image = screen.getByRole('img', { name: 'Banner' });
    expect(image).toHaveAttribute('src', eventAsset('images/banner.avif'));

    fireEvent.error(image);
    expect(image).toHaveAttribute('src', eventAsset('images/banner.gif'));
  });

  it('starts again from the AVIF variant when the path changes after a failure', () => {
    const { rerender } = render(<AssetImage path="images/logo.png" alt="Picture" width={256} height={256} />);
    fireEvent.error(screen.getByRole('img', { name: 'Picture' }));
    rerender(<AssetImage path="images/banner.png" alt="Picture" width={1920} height={480} />);
    expect(screen.getByRole('img', { name: 'Picture' })).toHaveAttribute('src', eventAsset('images/banner.avif'));
  });

  it('reserves its space with width and height, decodes off the main thread and is never lazy', () => {
    render(<AssetImage {...headerImages.logo} alt="Logo" />);
    const image = screen.getByRole('img', { name: 'Logo' });
    expect(image).toHaveAttribute('width', String(headerImages.logo.width));
    expect(image).toHaveAttribute('height', String(headerImages.logo.height));
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('loading');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('asks for high fetch priority when it is the priority image', () => {
    browserIs(userAgents.chrome89);
    const { container } = render(<AssetImage {...headerImages.banner} alt="" priority className="art" />);
    // The attributes one by one rather than a snapshot: the path follows the event's year and name.
    const image = container.firstChild as HTMLElement;
    expect(image.tagName).toBe('IMG');
    expect(Object.fromEntries([...image.attributes].map((attribute) => [attribute.name, attribute.value]))).toEqual({
      alt: '',
      class: 'art',
      decoding: 'async',
      fetchpriority: 'high',
      height: '480',
      src: eventAsset('images/banner.avif'),
      width: '1920',
    });
  });
});
