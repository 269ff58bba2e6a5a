import en from '@schemas/messages/en.json';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { extras } from '../../core/model/extras';
import { event } from '../../core/model/schemaData';
import { formatCertificateNumber } from '../../core/rules/certificates';
import App from '../../src/App';
import { server, withMockBackend } from '../msw/server';

withMockBackend();

/** The day the server names as the event's last: the seminar's end in event.json. */
const lastDay = event.dates.seminarEnd;

const staffUrl = (path: string) => new URL(path, window.location.href).href;
const texts = en as Record<string, string>;
const said = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), texts[key]);

function signedInAs(role: 'viewer' | 'manager', open: boolean) {
  server.use(
    http.get(staffUrl('/staff/api/session'), () =>
      HttpResponse.json({ account: { email: `${role}@example.org`, role }, csrfToken: 'token' }),
    ),
    http.get(staffUrl('/staff/api/certificates'), () => HttpResponse.json({ open, lastDay, issued: 0, checkedIn: 3 })),
  );
}

function openLists() {
  render(
    <MemoryRouter initialEntries={['/staff/lists']}>
      <App locale="en" />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

afterEach(() => sessionStorage.clear());

describe('the Lists page of the staff console', () => {
  it('links every list as PDF and CSV in the console language, with no axe violations', async () => {
    signedInAs('viewer', false);
    openLists();
    // The console is a chunk of its own: the first page waits for it to load.
    expect(
      await screen.findByRole('heading', { level: 1, name: texts['staff.lists.heading'] }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts['staff.nav.lists'] })).toHaveAttribute('href', '/staff/lists');
    for (const extra of extras)
      expect(screen.getByRole('link', { name: texts[`staff.lists.extra.${extra.id}.pdf`] })).toHaveAttribute(
        'href',
        `/staff/api/lists/${extra.id}.pdf?lang=en`,
      );
    expect(
      screen.getByRole('link', {
        name: said('staff.lists.attendance.csv', { meeting: texts['checkin.meeting.committee'] }),
      }),
    ).toHaveAttribute('href', '/staff/api/lists/attendance.csv?lang=en&meeting=committee');
    expect(await screen.findByText(texts['staff.certificates.managersOnly'])).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts['staff.certificates.issue'] })).not.toBeInTheDocument();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('tells a manager before the last day from when certificates can be issued', async () => {
    signedInAs('manager', false);
    openLists();
    expect(await screen.findByText(said('staff.certificates.tooEarly', { lastDay }))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts['staff.certificates.issue'] })).not.toBeInTheDocument();
  });

  it('lets a manager issue them after a confirmation, and says what was done', async () => {
    signedInAs('manager', true);
    const sent: unknown[] = [];
    server.use(
      http.post(staffUrl('/staff/api/certificates/issue'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          issued: [1, 2].map((n) => formatCertificateNumber(event.referencePrefix, n)),
          alreadyIssued: 1,
          notCheckedIn: [],
        });
      }),
    );
    const user = openLists();
    await user.type(await screen.findByLabelText(texts['staff.certificates.ids.label']), '3, 5');
    await user.click(screen.getByRole('button', { name: texts['staff.certificates.issue'] }));
    const confirm = screen.getByRole('group', { name: texts['staff.certificates.confirm.heading'] });
    expect(within(confirm).getByText(said('staff.certificates.confirm.some', { ids: '3, 5' }))).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: texts['staff.certificates.confirm.yes'] }));
    expect(
      await screen.findByText('2 certificates issued and queued for e-mail; 1 already had one; 0 not checked in.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ ids: '3, 5' }]);
  });
});
