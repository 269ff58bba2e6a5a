import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';

import { englishMessages } from '../../core/i18n/messages';

/** Renders a component inside the English catalogue, as the app does by default. */
export function renderWithIntl(ui: ReactElement) {
  return render(
    <IntlProvider locale="en" messages={englishMessages}>
      {ui}
    </IntlProvider>,
  );
}
