import en from '@schemas/messages/en.json';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { extras } from '../../core/model/extras';
import App from '../../src/App';
import { server, withMockBackend } from '../msw/server';
import { meetingAt } from '../support/eventShape';

withMockBackend();

const staffUrl = (path: string) => new URL(path, window.location.href).href;
const texts = en as Record<string, string>;
const said = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), texts[key]);

function signedInAs(role: 'viewer' | 'manager') {
  server.use(
    http.get(staffUrl('/staff/api/session'), () =>
      HttpResponse.json({ account: { email: `${role}@example.org`, role }, csrfToken: 'token' }),
    ),
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
    signedInAs('viewer');
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
    const meeting = meetingAt(0);
    expect(
      screen.getByRole('link', { name: said('staff.lists.attendance.csv', { meeting: texts[meeting.label] }) }),
    ).toHaveAttribute('href', `/staff/api/lists/attendance.csv?lang=en&meeting=${meeting.id}`);
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
