import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fieldOptions } from '../support/schemaTexts';
import { markupData } from './fixtures/markupData';
import type { FieldSetup } from './renderWidget';
import { formField, renderWidget } from './renderWidget';

const payment = formField('paymentMethod');
const dinner = formField('joinGalaDinner');

/** Radios whose options are plain values, shown as they are. */
const plain: FieldSetup = { ...formField('title'), uiSchema: { 'ui:widget': 'RadioWidget' } };

describe('RadioWidget', () => {
  it('groups its radios under the field label', () => {
    renderWidget(payment);
    const group = screen.getByRole('group', { name: 'Method of Payment' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
  });

  it('shows option texts from the ui:options.optionLabels keys and submits the value', async () => {
    const { user, submit, submittedValue } = renderWidget(payment);
    const online = screen.getByRole('radio', { name: 'Online Payment (VISA, Master, American Express and UnionPay)' });
    const bank = screen.getByRole('radio', {
      name: 'Bank Transfer (An invoice will be issued for settlement by bank transfer)',
    });
    expect(online).toHaveAttribute('value', 'online');
    expect(bank).toHaveAttribute('value', 'bank');
    await user.click(bank);
    expect(bank).toBeChecked();
    await submit();
    expect(submittedValue()).toBe('bank');
  });

  it('lets only one option be chosen at a time', async () => {
    const { user } = renderWidget(dinner);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('names plain values as they are', () => {
    renderWidget(plain);
    const titles = fieldOptions('title');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(titles);
    for (const title of titles) expect(screen.getByRole('radio', { name: title })).toHaveAttribute('value', title);
  });

  it('lays the options out vertically by default', () => {
    const { field } = renderWidget(payment);
    const choices = field().querySelector('.choices');
    expect(choices).not.toHaveClass('choices--inline');
  });

  it('lays the options out in a row with ui:options.inline', () => {
    const { field } = renderWidget(dinner);
    expect(field().querySelector('.choices')).toHaveClass('choices--inline');
  });

  it('marks every radio invalid and describes it by the error after submit', async () => {
    const { submit } = renderWidget(payment);
    await submit();
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(radio).toHaveAccessibleDescription('Please select a payment method.');
    }
  });

  it.each([
    ['read-only', 'ui:readonly'],
    ['disabled', 'ui:disabled'],
  ])('cannot be changed when %s', async (_state, flag) => {
    const { user, submit, submittedValue } = renderWidget({
      ...dinner,
      uiSchema: { ...dinner.uiSchema, [flag]: true },
      value: 'No',
    });
    const yes = screen.getByRole('radio', { name: 'Yes' });
    expect(yes).toBeDisabled();
    await user.click(yes);
    expect(yes).not.toBeChecked();
    await submit();
    expect(submittedValue()).toBe('No');
  });

  describe('markup', () => {
    // The question's text from the tests' own data: a snapshot changes with the markup, not with the event's date.
    const dinner = { ...formField('joinGalaDinner'), data: markupData };

    it('empty', () => {
      expect(renderWidget(dinner).field()).toMatchSnapshot();
    });

    it('filled', () => {
      expect(renderWidget({ ...dinner, value: 'Yes' }).field()).toMatchSnapshot();
    });

    it('with an error', async () => {
      const { field, submit } = renderWidget(dinner);
      await submit();
      expect(field()).toMatchSnapshot();
    });

    it('disabled', () => {
      expect(
        renderWidget({ ...dinner, uiSchema: { ...dinner.uiSchema, 'ui:disabled': true } }).field(),
      ).toMatchSnapshot();
    });
  });
});
