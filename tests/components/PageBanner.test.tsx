import { fireEvent, screen } from '@testing-library/react';

import PageBanner from '../../src/components/PageBanner';
import { userAgents } from '../images/userAgents';
import { eventAsset } from '../support/eventAssets';
import { text } from '../support/schemaTexts';
import { withTextsNamed } from '../support/textsNamed';
import { renderWithIntl } from './renderWithIntl';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PageBanner', () => {
  it('names the title image after the event on a page whose heading does not say it', () => {
    renderWithIntl(<PageBanner decorativeTitle={false} />);
    expect(screen.getByRole('img', { name: text('header.titleImageAlt') })).toBeInTheDocument();
  });

  it('leaves both images decorative by default, as the page heading holds the title', () => {
    renderWithIntl(<PageBanner />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('renders the key visual with the title image over it', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgents.firefox112);
    const { container } = renderWithIntl(<PageBanner />);
    expect(withTextsNamed(container.firstChild!, { assets: eventAsset('') })).toMatchInlineSnapshot(`
      <header
        class="page-banner"
      >
        <img
          alt=""
          class="page-banner__art"
          decoding="async"
          fetchpriority="high"
          height="480"
          src="{assets}images/banner.gif"
          width="1920"
        />
        <img
          alt=""
          class="page-banner__title"
          decoding="async"
          height="400"
          src="{assets}images/title.avif"
          width="1600"
        />
      </header>
    `);
  });

  describe('for an event whose images are not made yet', () => {
    /** Both sources of every image fail, as on a host without the event's folder. */
    function failEveryImage(container: HTMLElement): void {
      for (let round = 0; round < 2; round += 1)
        for (const image of container.querySelectorAll('img')) fireEvent.error(image);
    }

    it('shows the title as text over a navy band, hidden from screen readers as the heading says it', () => {
      const { container } = renderWithIntl(<PageBanner />);
      failEveryImage(container);
      expect(container.querySelectorAll('img')).toHaveLength(0);
      const title = screen.getByText(text('header.eventTitle'));
      expect(title).toHaveAttribute('aria-hidden', 'true');
      expect(container.querySelector('.page-banner__art--missing')).not.toBeNull();
    });

    it('lets screen readers read the title text on a page without the heading', () => {
      const { container } = renderWithIntl(<PageBanner decorativeTitle={false} />);
      failEveryImage(container);
      expect(screen.getByText(text('header.eventTitle'))).not.toHaveAttribute('aria-hidden');
    });

    it('keeps an image whose original loads after its AVIF variant failed', () => {
      const { container } = renderWithIntl(<PageBanner decorativeTitle={false} />);
      fireEvent.error(screen.getByRole('img', { name: text('header.titleImageAlt') }));
      expect(screen.getByRole('img', { name: text('header.titleImageAlt') })).toHaveAttribute(
        'src',
        eventAsset('images/title.png'),
      );
      expect(container.querySelector('.page-banner__title--text')).toBeNull();
    });
  });
});
