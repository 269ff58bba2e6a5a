import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { englishMessages } from '../../core/i18n/messages';
import { event as seminar } from '../../core/model/schemaData';
import type { RegistrationValues } from '../../core/model/types';
import RegistrationLinkNote from '../../src/components/RegistrationLinkNote';
import { useRegistrationSubmit } from '../../src/registration/useRegistrationSubmit';
import SubmitButton from '../../widgets/SubmitButton';
import { apiUrl, clearXsrfCookie, collectErrorReports, csrfCookieHandler, gate, logRequests } from '../msw/backend';
import { server, withMockBackend } from '../msw/server';
import { columnOpenedBy, rowAt } from '../support/eventShape';
import { othersRegion } from '../support/othersRegions';
import { feeAt } from '../support/schemaTexts';

withMockBackend();

// An 'Others' region whose organisation is typed in, and a fee its status may take, both of the schemas under test.
const others = othersRegion('other_members');

const values: RegistrationValues = {
  title: 'Ms',
  familyName: 'Wong',
  givenName: 'Mei',
  region: others.regionName,
  organizationNameInput: 'Health Products Agency',
  postTitle: 'Inspector',
  email: 'mei.wong@example.org',
  confirmEmail: 'mei.wong@example.org',
  iddCode: null,
  phoneNumber: '5551234',
  feeCategory: feeAt(rowAt(0), columnOpenedBy(others.status)).value,
  joinGalaDinner: 'No',
  paymentMethod: 'bank',
  consentAcknowledge: true,
};

// The smallest form that submits through the hook, with the real button and the note under it.
function FormUsingTheHook({ formValues }: { formValues: RegistrationValues }) {
  const { submitting, existingLink, submit } = useRegistrationSubmit();
  return (
    <form
      aria-label="Registration"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(formValues);
      }}
    >
      <SubmitButton submitting={submitting} />
      <RegistrationLinkNote existingLink={existingLink} />
    </form>
  );
}

function CurrentAddress() {
  const location = useLocation();
  const token = (location.state as { token?: string } | null)?.token;
  return (
    <p>
      Now at {`${location.pathname}${location.search}`}
      {token ? `, holding ${token}` : ''}
    </p>
  );
}

function renderForm(formValues: RegistrationValues = values) {
  return render(
    <IntlProvider locale="en" messages={englishMessages}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<FormUsingTheHook formValues={formValues} />} />
          <Route path="/thankMessage" element={<CurrentAddress />} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
}

/** Stands in for window.location so that replace() can be watched; everything else reads the real location. */
function watchLocationReplace() {
  const real = window.location;
  const replace = vi.fn<(url: string | URL) => void>();
  const watched = new Proxy(
    {},
    {
      get: (_target, key) => (key === 'replace' ? replace : Reflect.get(real, key, real)),
    },
  );
  vi.spyOn(window, 'location', 'get').mockReturnValue(watched as Location);
  return replace;
}

function answerRegistration(answer: Parameters<typeof http.post>[1]) {
  server.use(csrfCookieHandler('token='), http.post(apiUrl('/web/registrations'), answer));
}

let alert: ReturnType<typeof vi.fn<(message?: unknown) => void>>;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  alert = vi.fn<(message?: unknown) => void>();
  vi.spyOn(window, 'alert').mockImplementation(alert);
  collectErrorReports();
});

afterEach(() => {
  vi.restoreAllMocks();
  clearXsrfCookie();
});

describe('submitting the registration', () => {
  it('goes to the thank-you page with the chosen payment method after a successful registration', async () => {
    answerRegistration(() => HttpResponse.json({ state: 'success' }));
    renderForm();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Now at /thankMessage?payment=bank')).toBeInTheDocument();
  });

  it('replaces the page with the hosted payment page and stays busy meanwhile', async () => {
    const replace = watchLocationReplace();
    answerRegistration(() =>
      HttpResponse.json({ state: 'success_stripe', url: 'https://checkout.example.com/pay/cs_1' }),
    );
    renderForm({ ...values, paymentMethod: 'online' });

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://checkout.example.com/pay/cs_1'));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('sends what the delegate entered, as the backend expects it', async () => {
    let received: unknown;
    answerRegistration(async ({ request }) => {
      received = await request.json();
      return HttpResponse.json({ state: 'success' });
    });
    renderForm();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByText(/Now at/);
    expect(received).toMatchObject({
      family_name: 'Wong',
      organization_name: 'Health Products Agency',
      member_status: others.status,
      payment_method: 'bank',
    });
  });

  it('shows the failure in an alert and enables the button again', async () => {
    answerRegistration(() =>
      HttpResponse.json({ errors: { email: ['The email has already been taken.'] } }, { status: 422 }),
    );
    renderForm();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Submission failed: The email has already been taken.'));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('shows the network error when the backend cannot be reached', async () => {
    answerRegistration(() => HttpResponse.error());
    renderForm();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Network error. Please check your connection and try again.'),
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('shows the button busy while the registration is under way', async () => {
    const answer = gate();
    answerRegistration(async () => {
      await answer.opened;
      return HttpResponse.json({ errors: { email: ['Taken.'] } }, { status: 422 });
    });
    renderForm();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer.open();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('sends one registration when the form is submitted again while the first is under way', async () => {
    const requests = logRequests();
    const answer = gate();
    answerRegistration(async () => {
      await answer.opened;
      return HttpResponse.json({ state: 'success' });
    });
    renderForm();
    const form = screen.getByRole('form', { name: 'Registration' });

    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(requests).toContain('POST /web/registrations'));
    fireEvent.submit(form);
    answer.open();

    await screen.findByText('Now at /thankMessage?payment=bank');
    expect(requests.filter((request) => request === 'POST /web/registrations')).toHaveLength(1);
    expect(requests.filter((request) => request === 'GET /sanctum/csrf-cookie')).toHaveLength(1);
  });
});

describe('the personal link after submitting', () => {
  const linkSent = englishMessages['form.linkSent'];

  it('passes the token of the answer on to the thank-you page, outside its address', async () => {
    const reference = `${seminar.referencePrefix}-0042`;
    answerRegistration(() => HttpResponse.json({ state: 'success', reference, token: 'tok-1' }, { status: 201 }));
    renderForm();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText(`Now at /thankMessage?payment=bank&reference=${reference}, holding tok-1`),
    ).toBeInTheDocument();
  });

  it('keeps the duplicate alert and says on the page that the link was sent', async () => {
    answerRegistration(() => HttpResponse.json({ state: 'duplicate', linkSent: true }, { status: 409 }));
    renderForm();
    expect(screen.getByRole('status')).toHaveTextContent('');

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(expect.stringMatching(/^It appears that your registration/)),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(linkSent);
  });

  it('says the link was sent after the e-mail-taken answer too', async () => {
    answerRegistration(() =>
      HttpResponse.json(
        {
          message: englishMessages['error.email.taken'],
          errors: { email: [englishMessages['error.email.taken']] },
          linkSent: true,
        },
        { status: 422 },
      ),
    );
    renderForm();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(`Submission failed: ${englishMessages['error.email.taken']}`),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(linkSent);
  });

  it('says the link was already sent, not that it was sent now, when the server mailed it within the interval', async () => {
    answerRegistration(() => HttpResponse.json({ state: 'duplicate', linkSent: false }, { status: 409 }));
    renderForm();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(englishMessages['form.linkAlreadySent'])).toBeInTheDocument();
    expect(screen.queryByText(linkSent)).not.toBeInTheDocument();
  });

  it('claims nothing of a link when the answer does not say what became of it', async () => {
    answerRegistration(() => HttpResponse.json({ state: 'duplicate' }, { status: 409 }));
    renderForm();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(alert).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says nothing of a link after any other refusal', async () => {
    answerRegistration(() =>
      HttpResponse.json({ errors: { email: [englishMessages['error.email.invalid']] } }, { status: 422 }),
    );
    renderForm();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(alert).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('link', { name: 'Lost your registration link?' })).toHaveAttribute(
      'href',
      '/find-registration',
    );
  });
});
