import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formField, renderWidget } from './renderWidget';

describe('TextWidget', () => {
  it('shows what is typed and submits it', async () => {
    const { user, submit, submittedValue } = renderWidget(formField('familyName'));
    const input = screen.getByRole('textbox', { name: 'Family Name' });
    await user.type(input, 'Chan Tai Man');
    expect(input).toHaveValue('Chan Tai Man');
    await submit();
    expect(submittedValue()).toBe('Chan Tai Man');
  });

  it('offers the browser the autocomplete hint of the UI schema', () => {
    renderWidget(formField('familyName'));
    expect(screen.getByRole('textbox', { name: 'Family Name' })).toHaveAttribute('autocomplete', 'family-name');
  });

  it('cannot be changed when read-only', async () => {
    const { user, submit, submittedValue } = renderWidget({
      ...formField('familyName'),
      uiSchema: { 'ui:readonly': true },
      value: 'Chan',
    });
    const input = screen.getByRole('textbox', { name: 'Family Name' });
    expect(input).toHaveAttribute('readonly');
    await user.type(input, 'xyz');
    expect(input).toHaveValue('Chan');
    await submit();
    expect(submittedValue()).toBe('Chan');
  });

  it('cannot be changed when disabled', async () => {
    const { user } = renderWidget({ ...formField('familyName'), uiSchema: { 'ui:disabled': true }, value: 'Chan' });
    const input = screen.getByRole('textbox', { name: 'Family Name' });
    expect(input).toBeDisabled();
    await user.type(input, 'xyz');
    expect(input).toHaveValue('Chan');
  });

  describe('markup', () => {
    it('empty', () => {
      expect(renderWidget(formField('familyName')).field()).toMatchSnapshot();
    });

    it('filled', () => {
      expect(renderWidget({ ...formField('familyName'), value: 'Chan' }).field()).toMatchSnapshot();
    });

    it('with an error', async () => {
      const { field, submit } = renderWidget(formField('familyName'));
      await submit();
      expect(field()).toMatchSnapshot();
    });

    it('disabled', () => {
      const { field } = renderWidget({ ...formField('familyName'), uiSchema: { 'ui:disabled': true }, value: 'Chan' });
      expect(field()).toMatchSnapshot();
    });
  });
});
