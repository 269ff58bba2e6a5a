import { fireEvent, render, screen } from '@testing-library/react';
import { IntlMessageFormat } from 'intl-messageformat';
import { IntlProvider } from 'react-intl';

import { eventTextValues } from '../../core/i18n/eventTextValues';
import { event } from '../../core/model/schemaData';
import { messagesFor } from '../../server/i18n/catalogues';
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
  it("lets screen readers read the event's title on a page whose heading does not say it", () => {
    renderWithIntl(<PageBanner decorativeTitle={false} />);
    expect(screen.getByText(text('header.eventTitle'))).not.toHaveAttribute('aria-hidden');
    expect(screen.getByText(text('header.eventTitle')).parentElement).not.toHaveAttribute('aria-hidden');
  });

  it('leaves the image decorative and the title hidden by default, as the page heading holds the title', () => {
    renderWithIntl(<PageBanner />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText(text('header.eventTitle')).parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it.each(['zh-Hant', 'zh-Hans'] as const)("says the title and theme in the page's language (%s)", (locale) => {
    const messages = messagesFor(locale);
    const values = eventTextValues(event, locale);
    const chinese = (key: string) => String(new IntlMessageFormat(messages[key] ?? '', locale).format(values));
    render(
      <IntlProvider locale={locale} messages={messages}>
        <PageBanner />
      </IntlProvider>,
    );
    expect(screen.getByText(chinese('header.eventTitle'))).toBeInTheDocument();
    expect(screen.getByText(chinese('header.theme'))).toBeInTheDocument();
  });

  it('renders the key visual with the title and theme over it as text', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgents.firefox112);
    const { container } = renderWithIntl(<PageBanner />);
    expect(
      withTextsNamed(container.firstChild!, {
        assets: eventAsset(''),
        title: text('header.eventTitle'),
        theme: text('header.theme'),
      }),
    ).toMatchInlineSnapshot(`
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
        <div
          aria-hidden="true"
          class="page-banner__title"
        >
          <p
            class="page-banner__event"
          >
            {title}
          </p>
          <p
            class="page-banner__theme"
          >
            {theme}
          </p>
        </div>
      </header>
    `);
  });

  it('shows the title over a navy band for an event whose banner is not made yet', () => {
    const { container } = renderWithIntl(<PageBanner />);
    // Both sources fail, as on a host without the event's folder.
    for (let round = 0; round < 2; round += 1)
      for (const image of container.querySelectorAll('img')) fireEvent.error(image);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelector('.page-banner__art--missing')).not.toBeNull();
    expect(screen.getByText(text('header.eventTitle'))).toBeInTheDocument();
  });
});
