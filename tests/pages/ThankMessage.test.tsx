import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { englishMessages } from '../../core/i18n/messages';
import ThankMessage from '../../src/pages/ThankMessage';

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

const confirmation =
  'Thank you for registering for the PIC/S 2025 Annual Seminar. A confirmation e-mail will be sent to you shortly.';
const acknowledgement =
  'Thank you for registering for the PIC/S 2025 Annual Seminar. An acknowledgement e-mail will be sent to you shortly. ' +
  'Please follow the instructions in that e-mail to complete your payment.';

describe('ThankMessage', () => {
  it("shows the event title, theme and dates in the form's header, without the form's notes", () => {
    renderThankMessage('/thankMessage?payment=online');

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'PIC/S 2025 Annual Seminar Advanced Technologies in Pharmaceutical Manufacturing',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'PIC/S 2025 event logo' })).toBeInTheDocument();
    expect(screen.queryByText('(*) Mandatory fields')).not.toBeInTheDocument();
    expect(screen.getByText('Advanced Technologies in Pharmaceutical Manufacturing')).toBeInTheDocument();
    expect(screen.getByText('Seminar: 5 November 2025 to 7 November 2025')).toBeInTheDocument();
    expect(screen.getByText('PIC/S Committee Meeting (57th): 3 November 2025 to 4 November 2025')).toBeInTheDocument();
    expect(screen.getByText('Executive Bureau Meeting: 3 November 2025 (morning)')).toBeInTheDocument();
  });

  it('confirms an online payment and looks forward to seeing the delegate', () => {
    renderThankMessage('/thankMessage?payment=online');

    expect(screen.getByRole('heading', { level: 2, name: 'Thank you for your registration' })).toBeInTheDocument();
    expect(screen.getByText(confirmation)).toBeInTheDocument();
    expect(screen.getByText('Looking forward to seeing you soon!')).toBeInTheDocument();
    expect(screen.queryByText(acknowledgement)).not.toBeInTheDocument();
  });

  it('asks a delegate paying by bank transfer to follow the acknowledgement e-mail', () => {
    renderThankMessage('/thankMessage?payment=bank');

    expect(screen.getByText(acknowledgement)).toBeInTheDocument();
    expect(screen.queryByText(confirmation)).not.toBeInTheDocument();
    expect(screen.queryByText('Looking forward to seeing you soon!')).not.toBeInTheDocument();
  });

  it('shows a bank transfer its reference number with the instruction to quote it', () => {
    renderThankMessage('/thankMessage?payment=bank&reference=PICS2025-0042');
    expect(
      screen.getByText(englishMessages['thanks.bank.reference'].replace('{reference}', 'PICS2025-0042')),
    ).toBeInTheDocument();
  });

  it('shows no reference that does not look like one, nor one for an online payment', () => {
    renderThankMessage('/thankMessage?payment=bank&reference=Call%20us%20on%20555');
    expect(screen.queryByText(/Call us/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Your reference number/)).not.toBeInTheDocument();
    renderThankMessage('/thankMessage?payment=online&reference=PICS2025-0042');
    expect(screen.queryByText(/PICS2025-0042/)).not.toBeInTheDocument();
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

    await userEvent.click(screen.getByRole('link', { name: 'Back to the registration form' }));

    expect(screen.getByText('The registration form')).toBeInTheDocument();
  });
});
