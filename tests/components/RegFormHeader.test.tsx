import { screen } from '@testing-library/react';
import axe from 'axe-core';

import PageBanner from '../../src/components/PageBanner';
import RegFormHeader from '../../src/components/RegFormHeader';
import { eventAsset } from '../support/eventAssets';
import { text } from '../support/schemaTexts';
import { withTextsNamed } from '../support/textsNamed';
import { renderWithIntl } from './renderWithIntl';

const headerKeys = [
  'header.logoAlt',
  'header.eventTitle',
  'header.theme',
  'header.dates.seminar',
  'header.dates.committee',
  'header.dates.bureau',
  'header.attendance.committee',
  'header.attendance.bureau',
  'header.mandatory',
];

describe('RegFormHeader', () => {
  it('shows the logo and the event title and theme as the page heading', () => {
    renderWithIntl(<RegFormHeader />);
    expect(screen.getByRole('img', { name: text('header.logoAlt') })).toHaveAttribute('width', '256');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      `${text('header.eventTitle')} ${text('header.theme')}`,
    );
  });

  it('shows the meeting dates', () => {
    renderWithIntl(<RegFormHeader />);
    // text() writes the days out by spec section 2 (day, month's name, year), not by the code under test.
    expect(screen.getByText(text('header.dates.seminar'))).toBeInTheDocument();
    expect(screen.getByText(text('header.dates.committee'))).toBeInTheDocument();
    expect(screen.getByText(text('header.dates.bureau'))).toBeInTheDocument();
  });

  it('says who may attend the Committee and Executive Bureau meetings', () => {
    renderWithIntl(<RegFormHeader />);
    expect(screen.getByText(text('header.attendance.committee'))).toBeInTheDocument();
    expect(screen.getByText(text('header.attendance.bureau'))).toBeInTheDocument();
  });

  it('shows the mandatory-fields note', () => {
    renderWithIntl(<RegFormHeader />);
    expect(screen.getByText(text('header.mandatory'))).toBeInTheDocument();
  });

  it('gives the form page exactly one h1 and no axe violations under the banner', async () => {
    const { container } = renderWithIntl(
      <>
        <PageBanner />
        <main>
          <RegFormHeader />
        </main>
      </>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // jsdom has no layout or canvas, so contrast is checked by hand instead (the ratios are in header.css).
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.length}`)).toEqual([]);
  });

  it('renders the header', () => {
    const { container } = renderWithIntl(<RegFormHeader />);
    // The texts are checked above; the snapshot pins where each goes, whatever the event.
    const texts = Object.fromEntries(headerKeys.map((key) => [key, text(key)]));
    expect(withTextsNamed(container.firstChild!, { ...texts, assets: eventAsset('') })).toMatchInlineSnapshot(`
      <div
        class="reg-form-header"
      >
        <img
          alt="{header.logoAlt}"
          class="reg-form-header__logo"
          decoding="async"
          height="256"
          src="{assets}images/logo.avif"
          width="256"
        />
        <div
          class="reg-form-header__text"
        >
          <h1
            class="reg-form-header__title"
          >
            <span
              class="reg-form-header__event"
            >
              {header.eventTitle}
            </span>
            <span
              class="reg-form-header__theme"
            >
               {header.theme}
            </span>
          </h1>
          <div
            class="reg-form-header__details"
          >
            <ul
              class="reg-form-header__dates"
            >
              <li>
                {header.dates.seminar}
              </li>
              <li>
                {header.dates.committee}
              </li>
              <li>
                {header.dates.bureau}
              </li>
            </ul>
            <p>
              {header.attendance.committee}
            </p>
            <p>
              {header.attendance.bureau}
            </p>
          </div>
          <p
            class="reg-form-header__mandatory"
          >
            {header.mandatory}
          </p>
        </div>
      </div>
    `);
  });
});
