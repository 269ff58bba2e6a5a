import en from '@schemas/messages/en.json';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { IntlMessageFormat } from 'intl-messageformat';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import type { CertificatePreview } from '../../core/api/certificateTypes';
import { meetings } from '../../core/model/meetings';
import { event } from '../../core/model/schemaData';
import { formatCertificateNumber } from '../../core/rules/certificates';
import { meetingDays } from '../../core/rules/meetings';
import App from '../../src/App';
import { server, withMockBackend } from '../msw/server';

withMockBackend();

/** The day the server names as the event's last: the seminar's end in event.json. */
const lastDay = event.dates.seminarEnd;
const [firstDay] = meetingDays(event, meetings[0]);
const reference = (n: number) => `${event.referencePrefix}-${String(n).padStart(4, '0')}`;
const issuedNumber = formatCertificateNumber(event.referencePrefix, 1);

const staffUrl = (path: string) => new URL(path, window.location.href).href;
const texts = en as Record<string, string>;
const said = (key: string, values: Record<string, string | number> = {}) =>
  String(new IntlMessageFormat(texts[key], 'en').format(values));

const preview: CertificatePreview = {
  recipients: [
    { reference: reference(3), name: 'Adaeze Okafor', days: [firstDay], certificate: null },
    { reference: reference(5), name: 'Lin Wei', days: [firstDay], certificate: issuedNumber },
  ],
  notCheckedIn: [reference(8)],
  unknown: [],
};

/** The bodies of the issue requests the page sent. */
const issued: unknown[] = [];

function signedInAs(role: 'viewer' | 'manager', open: boolean, asked: string[] = []) {
  server.use(
    http.get(staffUrl('/staff/api/session'), () =>
      HttpResponse.json({ account: { email: `${role}@example.org`, role }, csrfToken: 'token' }),
    ),
    http.get(staffUrl('/staff/api/certificates'), () => HttpResponse.json({ open, lastDay, issued: 1, checkedIn: 3 })),
    http.get(staffUrl('/staff/api/certificates/preview'), async ({ request }) => {
      asked.push(new URL(request.url).search);
      // Asked again after issuing: every recipient has their certificate now. That answer comes after the outcome is
      // announced, as over a real network, so the test sees whether it takes the focus away.
      const now = asked.length > 1 && issued.length > 0;
      if (now) await delay(300);
      return HttpResponse.json(
        now
          ? { ...preview, recipients: preview.recipients.map((each) => ({ ...each, certificate: issuedNumber })) }
          : preview,
      );
    }),
  );
}

function openCertificates() {
  render(
    <MemoryRouter initialEntries={['/staff/certificates']}>
      <App locale="en" />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

afterEach(() => {
  sessionStorage.clear();
  issued.length = 0;
});

describe('the Certificates page of the staff console', () => {
  it('is in the navigation and shows a viewer who would get one, but no way to issue, with no axe violations', async () => {
    const asked: string[] = [];
    signedInAs('viewer', true, asked);
    const user = openCertificates();
    expect(
      await screen.findByRole('heading', { level: 1, name: texts['staff.certificates.heading'] }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts['staff.nav.certificates'] })).toHaveAttribute(
      'href',
      '/staff/certificates',
    );
    const everyone = screen.getByRole('region', { name: texts['staff.certificates.choose.everyone.heading'] });
    await user.click(within(everyone).getByRole('button', { name: texts['staff.certificates.preview'] }));
    const shown = await screen.findByRole('region', { name: said('staff.certificates.preview.heading', { count: 2 }) });
    expect(within(shown).getByRole('rowheader', { name: 'Adaeze Okafor' })).toBeInTheDocument();
    expect(within(shown).getByText(said('staff.certificates.preview.kept', { number: issuedNumber }))).toBeVisible();
    expect(
      within(shown).getByText(said('staff.certificates.preview.notCheckedIn', { references: reference(8) })),
    ).toBeVisible();
    expect(within(shown).getByText(texts['staff.certificates.managersOnly'])).toBeVisible();
    expect(screen.queryByRole('button', { name: texts['staff.certificates.issue'] })).not.toBeInTheDocument();
    expect(asked).toEqual(['']);
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('tells a manager before the last day from when certificates can be issued', async () => {
    signedInAs('manager', false);
    const user = openCertificates();
    expect(await screen.findByText(said('staff.certificates.tooEarly', { lastDay }))).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: texts['staff.certificates.preview'] })[0]);
    await screen.findByRole('region', { name: said('staff.certificates.preview.heading', { count: 2 }) });
    expect(screen.queryByRole('button', { name: texts['staff.certificates.issue'] })).not.toBeInTheDocument();
  });

  it('lets a manager see who the references give one, then issue them after a confirmation', async () => {
    const asked: string[] = [];
    signedInAs('manager', true, asked);
    const sent = issued;
    server.use(
      http.post(staffUrl('/staff/api/certificates/issue'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ issued: [issuedNumber], alreadyIssued: 1, notCheckedIn: [8], unknown: [] });
      }),
    );
    const user = openCertificates();
    const references = `${reference(3)}, ${reference(5)}`;
    await user.type(await screen.findByLabelText(texts['staff.certificates.references.label']), references);
    const byReference = screen.getByRole('region', { name: texts['staff.certificates.choose.references.heading'] });
    await user.click(within(byReference).getByRole('button', { name: texts['staff.certificates.preview'] }));
    const shown = await screen.findByRole('region', { name: said('staff.certificates.preview.heading', { count: 2 }) });
    // The preview takes the focus, so a screen reader reads it at once.
    expect(
      within(shown).getByRole('heading', { name: said('staff.certificates.preview.heading', { count: 2 }) }),
    ).toHaveFocus();
    expect(asked).toEqual([`?${new URLSearchParams({ references }).toString()}`]);
    await user.click(within(shown).getByRole('button', { name: texts['staff.certificates.issue'] }));
    const confirm = screen.getByRole('group', { name: texts['staff.certificates.confirm.heading'] });
    expect(within(confirm).getByText(said('staff.certificates.confirm.selection', { count: 2 }))).toBeVisible();
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: texts['staff.certificates.confirm.yes'] }));
    const outcome = await screen.findByText(
      said('staff.certificates.done', { issued: 1, already: 1, notCheckedIn: 1 }),
    );
    expect(sent).toEqual([{ references }]);
    // The preview is asked for again, to show the certificates now issued; the outcome keeps the focus.
    const kept = said('staff.certificates.preview.kept', { number: issuedNumber });
    await waitFor(() => expect(screen.getAllByText(kept)).toHaveLength(2));
    expect(asked).toHaveLength(2);
    expect(outcome).toHaveFocus();
  });
});
