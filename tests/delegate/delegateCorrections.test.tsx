import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fees } from '../../core/model/schemaData';
import { apiUrl, clearXsrfCookie, collectErrorReports, csrfCookieHandler, logRequests } from '../msw/backend';
import { server, withMockBackend } from '../msw/server';
import { extraView, followUps } from '../support/eventExtra';
import { money } from '../support/schemaTexts';
import {
  actionHandler,
  delegateView,
  paidView,
  reference,
  refundNow,
  token,
  viewHandler,
  visaHandler,
} from './delegateFixtures';
import { renderSite } from './renderSite';

withMockBackend();

function factOf(term: string): string {
  const dt = screen.getAllByRole('term').find((candidate) => candidate.textContent === term);
  if (!dt) throw new Error(`No fact is called ${term}`);
  return dt.nextElementSibling?.textContent ?? '';
}

async function openPage(view = paidView()) {
  server.use(csrfCookieHandler('xsrf='), viewHandler(view), visaHandler());
  const site = renderSite(`/my/${token}?lang=en`);
  // The first page of a file waits for its code to load; the visa letter's section loads its own view after it, which
  // a test counting the requests an action sends must not catch.
  await screen.findByText('Reference', { selector: 'dt' }, { timeout: 8000 });
  await screen.findByRole('heading', { name: 'Visa invitation letter' });
  return site;
}

function action(heading: string): HTMLElement {
  return screen.getByRole('region', { name: heading });
}

/** The error a field is described by, read as assistive technology reads it. */
function errorOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function expectStatus(sentence: string) {
  const status = await screen.findByText(sentence);
  expect(status).toHaveAttribute('role', 'status');
  await waitFor(() => expect(status).toHaveFocus());
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  collectErrorReports();
});

afterEach(() => {
  sessionStorage.clear();
  clearXsrfCookie();
  vi.restoreAllMocks();
});

describe('correct personal details', () => {
  it('offers the editable fields with the form labels and sends them all, corrected', async () => {
    const corrected = paidView({
      fields: paidView().fields.map((field) => (field.key === 'given_name' ? { ...field, value: 'Tai-man' } : field)),
    });
    const details = actionHandler('details', corrected);
    server.use(details.handler);
    const { user } = await openPage();
    const form = action('Correct your details');

    expect(within(form).getByRole('combobox', { name: 'Title' })).toHaveValue('Dr');
    expect(within(form).queryByRole('textbox', { name: 'Country / Region / Others' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    const given = within(form).getByRole('textbox', { name: 'Given Name' });
    await user.clear(given);
    await user.type(given, 'Tai-man');
    await user.click(within(form).getByRole('button', { name: 'Save my corrections' }));

    await expectStatus('Your details have been corrected.');
    expect(details.bodies).toEqual([
      {
        title: 'Dr',
        family_name: 'Chan',
        given_name: 'Tai-man',
        post_title: 'Pharmacist',
        idd_code: '+852',
        phone_number: '21234567',
      },
    ]);
    expect(factOf('Given Name')).toBe('Tai-man');
  });

  it("checks the form's rules first: the form's message under the field, focused, and nothing sent", async () => {
    const { user } = await openPage();
    const requests = logRequests();
    const form = action('Correct your details');
    const family = within(form).getByRole('textbox', { name: 'Family Name' });

    await user.clear(family);
    await user.click(within(form).getByRole('button', { name: 'Save my corrections' }));

    expect(family).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(family)).toBe('Family name is required.');
    expect(family).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it("puts the server's 422 messages under their fields and focuses the first", async () => {
    const details = actionHandler(
      'details',
      {
        message: 'The given data was invalid.',
        errors: { post_title: ['Post title is not valid.'], phone_number: ['Phone number is not valid.'] },
      },
      422,
    );
    server.use(details.handler);
    const { user } = await openPage();
    const form = action('Correct your details');

    await user.click(within(form).getByRole('button', { name: 'Save my corrections' }));

    const post = within(form).getByRole('textbox', { name: 'Post Title' });
    const phone = within(form).getByRole('textbox', { name: 'Phone Number' });
    await waitFor(() => expect(post).toHaveFocus());
    expect(post).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(post)).toBe('Post title is not valid.');
    expect(errorOf(phone)).toBe('Phone number is not valid.');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('change the e-mail address', () => {
  it('says a confirmation link went to the new address and shows it waiting', async () => {
    const sent: unknown[] = [];
    const { user } = await openPage();
    server.use(
      http.post(apiUrl(`/web/delegate/${token}/email`), async ({ request }) => {
        sent.push(await request.json());
        // From now on the view names the address waiting for its owner.
        server.use(viewHandler(paidView({ pendingEmail: 'new@example.org' })));
        return HttpResponse.json({ message: 'A link was sent.' }, { status: 202 });
      }),
    );
    const form = action('Change your e-mail address');

    await user.type(within(form).getByRole('textbox', { name: 'New e-mail address' }), 'new@example.org');
    await user.click(within(form).getByRole('button', { name: 'Send the confirmation link' }));

    await expectStatus(
      'A confirmation link was sent to new@example.org. Your e-mail address changes when you open it.',
    );
    expect(sent).toEqual([{ email: 'new@example.org' }]);
    expect(screen.getByText('New e-mail address waiting for confirmation: new@example.org')).toBeInTheDocument();
  });

  it('shows an address taken by another registration under the field', async () => {
    server.use(actionHandler('email', { errors: { email: ['This email has already been registered.'] } }, 422).handler);
    const { user } = await openPage();
    const form = action('Change your e-mail address');
    const input = within(form).getByRole('textbox', { name: 'New e-mail address' });

    await user.type(input, 'other@example.org');
    await user.click(within(form).getByRole('button', { name: 'Send the confirmation link' }));

    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(input)).toBe('This email has already been registered.');
  });

  it("refuses an address the form's rule refuses, before sending", async () => {
    const { user } = await openPage();
    const requests = logRequests();
    const form = action('Change your e-mail address');
    const input = within(form).getByRole('textbox', { name: 'New e-mail address' });

    await user.type(input, 'not an address');
    await user.click(within(form).getByRole('button', { name: 'Send the confirmation link' }));

    expect(errorOf(input)).toBe('Invalid email format.');
    expect(requests).toEqual([]);
  });
});

describe('cancel the registration', () => {
  it('shows the refund before anything, asks again with it, then posts and shows the cancelled view', async () => {
    const cancelled = paidView({
      state: 'cancelled',
      refund: { amount: refundNow.amount, currency: fees.currency, method: 'card', status: 'submitted' },
      extras: extraView(true, followUps[1] ?? '', false),
      can: {
        pay: false,
        switchToBank: false,
        correctDetails: false,
        changeEmail: false,
        cancel: false,
      },
    });
    const cancellation = actionHandler('cancellation', cancelled);
    server.use(cancellation.handler);
    const { user } = await openPage();
    const section = action('Cancel your registration');

    const refundSaid = `If you cancel now, you will be refunded ${money(refundNow.amount)} (${refundNow.percent}%).`;
    expect(within(section).getByText(refundSaid)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Cancel my registration…' }));

    const question = within(section).getByRole('group', { name: `Cancel registration ${reference}?` });
    expect(within(question).getByText(refundSaid)).toBeInTheDocument();
    expect(cancellation.bodies).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Yes, cancel my registration' }));

    await expectStatus('Your registration has been cancelled. A cancellation notice has been e-mailed to you.');
    expect(cancellation.bodies).toEqual([{}]);
    expect(factOf('Status')).toBe('Cancelled');
    expect(factOf('Refund')).toBe(`${money(refundNow.amount)} by card: being paid back`);
    expect(screen.queryByRole('region', { name: 'What you can do' })).not.toBeInTheDocument();
  });

  it('says there is no refund after the cut-off', async () => {
    await openPage(delegateView());
    expect(
      within(action('Cancel your registration')).getByText('If you cancel now, there is no refund.'),
    ).toBeInTheDocument();
  });

  it('says so when the registration was already cancelled elsewhere', async () => {
    server.use(actionHandler('cancellation', { message: 'This registration is already cancelled.' }, 409).handler);
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Cancel my registration…' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my registration' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This registration is already cancelled.');
    await waitFor(() => expect(alert).toHaveFocus());
  });
});
