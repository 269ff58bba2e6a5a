import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formField, renderWidget } from './renderWidget';

// The form starts consent at false (spec section 3); left undefined, RJSF would fill in the schema's const true.
const consent = { ...formField('consentAcknowledge'), value: false };
const name = 'I have read and agree with the above information and statements';

describe('CheckboxWidget', () => {
  it('is labelled by the field title with the required marker after it', () => {
    const { field } = renderWidget(consent);
    expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    expect(field()).toHaveTextContent(`${name} *`);
  });

  it('yields true when ticked', async () => {
    const { user, submit, submittedValue } = renderWidget(consent);
    await user.click(screen.getByRole('checkbox', { name }));
    await submit();
    expect(submittedValue()).toBe(true);
  });

  it('yields false when ticked and unticked again', async () => {
    const { user, submit, submittedValue } = renderWidget({
      ...consent,
      schema: { type: 'boolean', title: 'field.consentAcknowledge' },
    });
    const checkbox = screen.getByRole('checkbox', { name });
    await user.click(checkbox);
    await user.click(checkbox);
    expect(checkbox).not.toBeChecked();
    await submit();
    expect(submittedValue()).toBe(false);
  });

  it('says "You must acknowledge the information." while unticked', async () => {
    const { submit } = renderWidget(consent);
    await submit();
    const checkbox = screen.getByRole('checkbox', { name });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('You must acknowledge the information.');
  });

  it.each([
    ['read-only', 'ui:readonly'],
    ['disabled', 'ui:disabled'],
  ])('cannot be changed when %s', async (_state, flag) => {
    const { user } = renderWidget({ ...consent, uiSchema: { ...consent.uiSchema, [flag]: true } });
    const checkbox = screen.getByRole('checkbox', { name });
    expect(checkbox).toBeDisabled();
    await user.click(checkbox);
    expect(checkbox).not.toBeChecked();
  });

  describe('markup', () => {
    it('empty', () => {
      expect(renderWidget(consent).field()).toMatchSnapshot();
    });

    it('filled', () => {
      expect(renderWidget({ ...consent, value: true }).field()).toMatchSnapshot();
    });

    it('with an error', async () => {
      const { field, submit } = renderWidget(consent);
      await submit();
      expect(field()).toMatchSnapshot();
    });

    it('disabled', () => {
      expect(
        renderWidget({ ...consent, uiSchema: { ...consent.uiSchema, 'ui:disabled': true } }).field(),
      ).toMatchSnapshot();
    });
  });
});
