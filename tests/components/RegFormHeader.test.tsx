import { screen, within } from '@testing-library/react';
import axe from 'axe-core';

import { attendanceNotes, dateLines } from '../../core/model/meetings';
import PageBanner from '../../src/components/PageBanner';
import RegFormHeader from '../../src/components/RegFormHeader';
import { eventAsset } from '../support/eventAssets';
import { text } from '../support/schemaTexts';
import { withTextsNamed } from '../support/textsNamed';
import { renderWithIntl } from './renderWithIntl';

/** The header's own texts; its date lines and attendance notes are those meetings.json lists, any number of them. */
const headerKeys = ['header.logoAlt', 'header.eventTitle', 'header.theme', 'header.mandatory'];

describe('RegFormHeader', () => {
  it('shows the logo and the event title and theme as the page heading', () => {
    renderWithIntl(<RegFormHeader />);
    expect(screen.getByRole('img', { name: text('header.logoAlt') })).toHaveAttribute('width', '256');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      `${text('header.eventTitle')} ${text('header.theme')}`,
    );
  });

  it('shows the date lines of meetings.json as a list, in its order', () => {
    renderWithIntl(<RegFormHeader />);
    // text() writes the days out by spec section 2 (day, month's name, year), not by the code under test.
    const lines = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(dateLines.map((key) => text(key)));
  });

  it('says who may attend which meeting: the attendance notes of meetings.json, under the dates, in its order', () => {
    renderWithIntl(<RegFormHeader />);
    for (const key of attendanceNotes) expect(screen.getByText(text(key))).toBeInTheDocument();
    const details = screen.getByRole('list').parentElement!;
    expect(
      [...details.children].map((child) => [child.tagName, child.tagName === 'P' ? child.textContent : '']),
    ).toEqual([['UL', ''], ...attendanceNotes.map((key) => ['P', text(key)])]);
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
    // The texts are checked above; the snapshot pins where each goes, whatever the event. The date lines and notes,
    // as many as meetings.json lists, are checked in their order above: here their box stands empty.
    const texts = Object.fromEntries(headerKeys.map((key) => [key, text(key)]));
    const header = withTextsNamed(container.firstChild!, { ...texts, assets: eventAsset('') }) as Element;
    header.querySelector('.reg-form-header__details')?.replaceChildren();
    expect(header).toMatchInlineSnapshot(`
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
          />
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
