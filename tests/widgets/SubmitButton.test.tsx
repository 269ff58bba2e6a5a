import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { englishMessages } from '../../core/i18n/messages';
import SubmitButton from '../../widgets/SubmitButton';

function renderButton(submitting: boolean) {
  return render(
    <IntlProvider locale="en" messages={englishMessages}>
      <form aria-label="Registration">
        <SubmitButton submitting={submitting} />
      </form>
    </IntlProvider>,
  );
}

describe('SubmitButton', () => {
  it('offers Submit while nothing is being sent', () => {
    const { container } = renderButton(false);

    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).not.toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('svg')).toBeNull();
  });

  it('is disabled and busy, with a spinner and Processing..., while submitting', () => {
    const { container } = renderButton(true);

    const button = screen.getByRole('button', { name: 'Processing...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent(/^Processing\.\.\.$/);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
