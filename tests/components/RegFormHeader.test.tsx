import { screen } from '@testing-library/react';
import axe from 'axe-core';

import PageBanner from '../../src/components/PageBanner';
import RegFormHeader from '../../src/components/RegFormHeader';
import { renderWithIntl } from './renderWithIntl';

describe('RegFormHeader', () => {
  it('shows the logo and the event title and theme as the page heading', () => {
    renderWithIntl(<RegFormHeader />);
    expect(screen.getByRole('img', { name: 'PIC/S 2025 event logo' })).toHaveAttribute('width', '256');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'PIC/S 2025 Annual Seminar Advanced Technologies in Pharmaceutical Manufacturing',
    );
  });

  it('shows the meeting dates', () => {
    renderWithIntl(<RegFormHeader />);
    expect(screen.getByText('Seminar: 5 November 2025 to 7 November 2025')).toBeInTheDocument();
    expect(screen.getByText('PIC/S Committee Meeting (57th): 3 November 2025 to 4 November 2025')).toBeInTheDocument();
    expect(screen.getByText('Executive Bureau Meeting: 3 November 2025 (morning)')).toBeInTheDocument();
  });

  it('says who may attend the Committee and Executive Bureau meetings', () => {
    renderWithIntl(<RegFormHeader />);
    expect(
      screen.getByText(
        'The Committee Meeting is open only to the Committee representatives of Participating Authorities, Applicants, Pre-Applicants, Partners and invited guests.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The Executive Bureau Meeting is open only to its members and invited guests.'),
    ).toBeInTheDocument();
  });

  it('shows the mandatory-fields note', () => {
    renderWithIntl(<RegFormHeader />);
    expect(screen.getByText('(*) Mandatory fields')).toBeInTheDocument();
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
    expect(container.firstChild).toMatchInlineSnapshot(`
      <div
        class="reg-form-header"
      >
        <img
          alt="PIC/S 2025 event logo"
          class="reg-form-header__logo"
          decoding="async"
          height="256"
          src="/2025/pics-seminar-2025/images/logo.avif"
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
              PIC/S 2025 Annual Seminar
            </span>
            <span
              class="reg-form-header__theme"
            >
               Advanced Technologies in Pharmaceutical Manufacturing
            </span>
          </h1>
          <div
            class="reg-form-header__details"
          >
            <ul
              class="reg-form-header__dates"
            >
              <li>
                Seminar: 5 November 2025 to 7 November 2025
              </li>
              <li>
                PIC/S Committee Meeting (57th): 3 November 2025 to 4 November 2025
              </li>
              <li>
                Executive Bureau Meeting: 3 November 2025 (morning)
              </li>
            </ul>
            <p>
              The Committee Meeting is open only to the Committee representatives of Participating Authorities, Applicants, Pre-Applicants, Partners and invited guests.
            </p>
            <p>
              The Executive Bureau Meeting is open only to its members and invited guests.
            </p>
          </div>
          <p
            class="reg-form-header__mandatory"
          >
            (*) Mandatory fields
          </p>
        </div>
      </div>
    `);
  });
});
