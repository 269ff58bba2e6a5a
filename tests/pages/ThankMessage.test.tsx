import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { englishMessages } from '../../core/i18n/messages';
import { dateLines } from '../../core/model/meetings';
import { event } from '../../core/model/schemaData';
import ThankMessage from '../../src/pages/ThankMessage';
import { text } from '../support/schemaTexts';

function renderThankMessage(address: string) {
  return render(
    <IntlProvider locale="en" messages={englishMessages}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/" element={<p>The registration form</p>} />
          <Route path="/thankMessage" element={<ThankMessage />} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
}

const confirmation = text('thanks.online.body');
const acknowledgement = text('thanks.bank.body');
const reference = `${event.referencePrefix}-0042`;

describe('ThankMessage', () => {
  it("shows the event title, theme and dates in the form's header, without the form's notes", () => {
    renderThankMessage('/thankMessage?payment=online');

    expect(
      screen.getByRole('heading', { level: 1, name: `${text('header.eventTitle')} ${text('header.theme')}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: text('header.logoAlt') })).toBeInTheDocument();
    expect(screen.queryByText(text('header.mandatory'))).not.toBeInTheDocument();
    // The h1's, and the banner's over the key visual (hidden from screen readers, as the h1 says it).
    expect(screen.getAllByText(text('header.theme'))).toHaveLength(2);
    // The date lines meetings.json lists, however many.
    for (const key of dateLines) expect(screen.getByText(text(key))).toBeInTheDocument();
  });

  it('confirms an online payment and looks forward to seeing the delegate', () => {
    renderThankMessage('/thankMessage?payment=online');

    expect(screen.getByRole('heading', { level: 2, name: text('thanks.title') })).toBeInTheDocument();
    expect(screen.getByText(confirmation)).toBeInTheDocument();
    expect(screen.getByText(text('thanks.online.closing'))).toBeInTheDocument();
    expect(screen.queryByText(acknowledgement)).not.toBeInTheDocument();
  });

  it('asks a delegate paying by bank transfer to follow the acknowledgement e-mail', () => {
    renderThankMessage('/thankMessage?payment=bank');

    expect(screen.getByText(acknowledgement)).toBeInTheDocument();
    expect(screen.queryByText(confirmation)).not.toBeInTheDocument();
    expect(screen.queryByText(text('thanks.online.closing'))).not.toBeInTheDocument();
  });

  it('shows a bank transfer its reference number with the instruction to quote it', () => {
    renderThankMessage(`/thankMessage?payment=bank&reference=${reference}`);
    expect(screen.getByText(text('thanks.bank.reference', { reference }))).toBeInTheDocument();
  });

  it('shows no reference that does not look like one, nor one for an online payment', () => {
    renderThankMessage('/thankMessage?payment=bank&reference=Call%20us%20on%20555');
    expect(screen.queryByText(/Call us/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Your reference number/)).not.toBeInTheDocument();
    renderThankMessage(`/thankMessage?payment=online&reference=${reference}`);
    expect(screen.queryByText(new RegExp(reference))).not.toBeInTheDocument();
  });

  it('treats any other payment value like a bank transfer', () => {
    renderThankMessage('/thankMessage?payment=cheque');
    expect(screen.getByText(acknowledgement)).toBeInTheDocument();
  });

  it('treats a missing payment value like a bank transfer', () => {
    renderThankMessage('/thankMessage');
    expect(screen.getByText(acknowledgement)).toBeInTheDocument();
  });

  it('leads back to the registration form', async () => {
    renderThankMessage('/thankMessage?payment=online');

    await userEvent.click(screen.getByRole('link', { name: text('thanks.back') }));

    expect(screen.getByText('The registration form')).toBeInTheDocument();
  });
});
