import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formField, renderWidget } from './renderWidget';

const email = { ...formField('email'), uiSchema: { 'ui:widget': 'EmailWidget' } };

describe('EmailWidget', () => {
  it('is an e-mail input, so phones offer the e-mail keyboard', () => {
    renderWidget(email);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  });

  it('says "Invalid email format." beneath an address that is not one', async () => {
    const { user, submit } = renderWidget(email);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'chan.example.org');
    await submit();
    expect(input).toHaveAccessibleDescription('Invalid email format.');
  });

  it('submits a well-formed address', async () => {
    const { user, submit, submittedValue } = renderWidget(email);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'chan@example.org');
    await submit();
    expect(submittedValue()).toBe('chan@example.org');
  });

  describe('markup', () => {
    it('empty', () => {
      expect(renderWidget(email).field()).toMatchSnapshot();
    });

    it('filled', () => {
      expect(renderWidget({ ...email, value: 'chan@example.org' }).field()).toMatchSnapshot();
    });

    it('with an error', async () => {
      const { field, submit } = renderWidget({ ...email, value: 'chan.example.org' });
      await submit();
      expect(field()).toMatchSnapshot();
    });

    it('disabled', () => {
      const { field } = renderWidget({ ...email, uiSchema: { ...email.uiSchema, 'ui:disabled': true } });
      expect(field()).toMatchSnapshot();
    });
  });
});
