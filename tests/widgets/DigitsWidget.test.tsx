import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formField, renderWidget } from './renderWidget';

const phone = formField('phoneNumber');

describe('DigitsWidget', () => {
  it('removes every character other than 0-9 as it is typed', async () => {
    const { user } = renderWidget(phone);
    const input = screen.getByRole('textbox', { name: 'Phone Number' });
    await user.type(input, '12a-3 4');
    expect(input).toHaveValue('1234');
  });

  it('removes every character other than 0-9 from pasted text', async () => {
    const { user } = renderWidget(phone);
    const input = screen.getByRole('textbox', { name: 'Phone Number' });
    await user.click(input);
    await user.paste('+852 9876-5432');
    expect(input).toHaveValue('85298765432');
  });

  it('leaves the digits as they were when only a rejected character is typed', async () => {
    const { user } = renderWidget({ ...phone, value: '12' });
    const input = screen.getByRole('textbox', { name: 'Phone Number' });
    await user.type(input, 'x');
    expect(input).toHaveValue('12');
  });

  it('keeps leading zeros and submits the digits as text', async () => {
    const { user, submit, submittedValue } = renderWidget(phone);
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '0012 345');
    await submit();
    expect(submittedValue()).toBe('0012345');
  });

  it('offers the numeric keypad', () => {
    renderWidget(phone);
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('inputmode', 'numeric');
  });

  it('says "Phone number is required." when left empty', async () => {
    const { submit } = renderWidget(phone);
    await submit();
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveAccessibleDescription(
      'Phone number is required.',
    );
  });

  it('cannot be changed when read-only', async () => {
    const { user } = renderWidget({ ...phone, uiSchema: { ...phone.uiSchema, 'ui:readonly': true }, value: '123' });
    const readOnly = screen.getByRole('textbox', { name: 'Phone Number' });
    await user.type(readOnly, '4');
    expect(readOnly).toHaveValue('123');
  });

  it('cannot be changed when disabled', async () => {
    const { user } = renderWidget({ ...phone, uiSchema: { ...phone.uiSchema, 'ui:disabled': true }, value: '123' });
    const disabled = screen.getByRole('textbox', { name: 'Phone Number' });
    expect(disabled).toBeDisabled();
    await user.type(disabled, '4');
    expect(disabled).toHaveValue('123');
  });

  describe('markup', () => {
    it('empty', () => {
      expect(renderWidget(phone).field()).toMatchSnapshot();
    });

    it('filled', () => {
      expect(renderWidget({ ...phone, value: '98765432' }).field()).toMatchSnapshot();
    });

    it('with an error', async () => {
      const { field, submit } = renderWidget(phone);
      await submit();
      expect(field()).toMatchSnapshot();
    });

    it('disabled', () => {
      const { field } = renderWidget({
        ...phone,
        uiSchema: { ...phone.uiSchema, 'ui:disabled': true },
        value: '98765432',
      });
      expect(field()).toMatchSnapshot();
    });
  });
});
