import { screen } from '@testing-library/react';

import PageBanner from '../../src/components/PageBanner';
import { userAgents } from '../images/userAgents';
import { renderWithIntl } from './renderWithIntl';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PageBanner', () => {
  it('names the title image after the event on a page whose heading does not say it', () => {
    renderWithIntl(<PageBanner decorativeTitle={false} />);
    expect(
      screen.getByRole('img', {
        name: 'PIC/S 2025 Annual Seminar: Advanced Technologies in Pharmaceutical Manufacturing',
      }),
    ).toBeInTheDocument();
  });

  it('leaves both images decorative by default, as the page heading holds the title', () => {
    renderWithIntl(<PageBanner />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('renders the key visual with the title image over it', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgents.firefox112);
    const { container } = renderWithIntl(<PageBanner />);
    expect(container.firstChild).toMatchInlineSnapshot(`
      <header
        class="page-banner"
      >
        <img
          alt=""
          class="page-banner__art"
          decoding="async"
          fetchpriority="high"
          height="480"
          src="/2025/pics-seminar-2025/images/banner.gif"
          width="1920"
        />
        <img
          alt=""
          class="page-banner__title"
          decoding="async"
          height="400"
          src="/2025/pics-seminar-2025/images/title.avif"
          width="1600"
        />
      </header>
    `);
  });
});
