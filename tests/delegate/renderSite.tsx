import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';

import App from '../../src/App';

/** The address the app shows now, for tests that follow its ?lang= and query. */
export const shownAddress = { current: '' };

function AddressProbe() {
  const { pathname, search } = useLocation();
  shownAddress.current = `${pathname}${search}`;
  return null;
}

/** The whole site at `address`, as a delegate arriving from a link meets it (routes, language switcher, catalogues). */
export function renderSite(address: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[address]}>
      <App locale="en" />
      <AddressProbe />
    </MemoryRouter>,
  );
  return { user };
}
