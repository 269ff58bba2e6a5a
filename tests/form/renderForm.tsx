import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';

import { englishMessages } from '../../core/i18n/messages';
import type { Period, RegistrationValues } from '../../core/model/types';
import RegistrationForm from '../../src/form/RegistrationForm';
import { periods } from '../support/eventTimes';

/** Renders the registration form as a delegate meets it, with a submit button and a spy on valid submissions, in the
 * first fee period unless told. */
export function renderForm(options: { period?: Period } = {}) {
  const onValidSubmit = vi.fn<(values: RegistrationValues) => void>();
  const user = userEvent.setup();
  const ui = (period: Period) => (
    <IntlProvider locale="en" messages={englishMessages}>
      <RegistrationForm period={period} onValidSubmit={onValidSubmit}>
        <button type="submit">Submit</button>
      </RegistrationForm>
    </IntlProvider>
  );
  const result = render(ui(options.period ?? periods.first));
  return {
    ...result,
    user,
    onValidSubmit,
    setPeriod: (period: Period) => result.rerender(ui(period)),
  };
}
