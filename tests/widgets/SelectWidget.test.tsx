import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fieldOptions } from '../support/schemaTexts';
import type { FieldSetup } from './renderWidget';
import { formField, renderWidget } from './renderWidget';

const title = formField('title');

/** The title with the options it had when the snapshots were reviewed: an option staff add does not change them. */
const frozenTitle: FieldSetup = { ...title, schema: { ...title.schema, enum: ['Prof.', 'Dr', 'Mr', 'Ms', 'Miss'] } };

/** The payment methods as a select: option texts come from the message keys option.payment.<value>. */
const payment: FieldSetup = {
  ...formField('paymentMethod'),
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { optionLabels: 'option.payment' } },
};

/** A select whose options are plain values, shown as they are. */
const plain: FieldSetup = { ...formField('title'), uiSchema: { 'ui:widget': 'SelectWidget' } };

describe('SelectWidget', () => {
  it('starts on a disabled "Please select" placeholder', () => {
    renderWidget(title);
    const select = screen.getByRole('combobox', { name: 'Title' });
    const placeholder = within(select).getByRole('option', { name: 'Please select' });
    expect(placeholder).toBeDisabled();
    expect((placeholder as HTMLOptionElement).selected).toBe(true);
    expect(select).toHaveDisplayValue('Please select');
  });

  it('shows and submits the chosen option', async () => {
    const { user, submit, submittedValue } = renderWidget(title);
    const select = screen.getByRole('combobox', { name: 'Title' });
    await user.selectOptions(select, 'Dr');
    expect(select).toHaveDisplayValue('Dr');
    await submit();
    expect(submittedValue()).toBe('Dr');
  });

  it('lists plain values as they are', () => {
    renderWidget(plain);
    const options = within(screen.getByRole('combobox', { name: 'Title' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Please select', ...fieldOptions('title')]);
  });

  it('shows option texts from the ui:options.optionLabels keys and submits the value', async () => {
    const { user, submit, submittedValue } = renderWidget(payment);
    const select = screen.getByRole('combobox', { name: 'Method of Payment' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Please select',
      'Online Payment (VISA, Master, American Express and UnionPay)',
      'Bank Transfer (An invoice will be issued for settlement by bank transfer)',
    ]);
    await user.selectOptions(select, 'Bank Transfer (An invoice will be issued for settlement by bank transfer)');
    await submit();
    expect(submittedValue()).toBe('bank');
  });

  it('says "Please select a title." when nothing is chosen', async () => {
    const { submit } = renderWidget(title);
    await submit();
    expect(screen.getByRole('combobox', { name: 'Title' })).toHaveAccessibleDescription('Please select a title.');
  });

  it.each([
    ['read-only', 'ui:readonly'],
    ['disabled', 'ui:disabled'],
  ])('cannot be changed when %s', async (_state, flag) => {
    const { user } = renderWidget({ ...title, uiSchema: { ...title.uiSchema, [flag]: true }, value: 'Mr' });
    const select = screen.getByRole('combobox', { name: 'Title' });
    expect(select).toBeDisabled();
    await user.selectOptions(select, 'Dr');
    expect(select).toHaveDisplayValue('Mr');
  });

  describe('markup', () => {
    it('empty', () => {
      expect(renderWidget(frozenTitle).field()).toMatchSnapshot();
    });

    it('filled', () => {
      expect(renderWidget({ ...frozenTitle, value: 'Dr' }).field()).toMatchSnapshot();
    });

    it('with an error', async () => {
      const { field, submit } = renderWidget(frozenTitle);
      await submit();
      expect(field()).toMatchSnapshot();
    });

    it('disabled', () => {
      expect(
        renderWidget({ ...frozenTitle, uiSchema: { ...frozenTitle.uiSchema, 'ui:disabled': true } }).field(),
      ).toMatchSnapshot();
    });
  });
});
