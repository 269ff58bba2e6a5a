import { screen } from '@testing-library/react';

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
});
