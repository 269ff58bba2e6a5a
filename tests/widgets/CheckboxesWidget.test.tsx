import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { FieldSetup } from './renderWidget';
import { renderWidget } from './renderWidget';

/** A checkbox group over the dietary options, texts from option.dietary.<value>. */
const diets: FieldSetup = {
  name: 'dietaryPreference',
  schema: {
    type: 'array',
    title: 'field.dietaryPreference',
    uniqueItems: true,
    minItems: 1,
    items: { type: 'string', enum: ['NA', 'Halal', 'Vegetarian'] },
  },
  uiSchema: { 'ui:widget': 'CheckboxesWidget', 'ui:options': { optionLabels: 'option.dietary' } },
};

/** A checkbox group whose options are plain values, shown as they are. */
const plain: FieldSetup = {
  name: 'title',
  schema: { type: 'array', title: 'field.title', uniqueItems: true, items: { type: 'string', enum: ['Prof.', 'Dr'] } },
  uiSchema: { 'ui:widget': 'CheckboxesWidget', 'ui:options': { inline: true } },
};

describe('CheckboxesWidget', () => {
  it('groups its checkboxes under the field label', () => {
    renderWidget(diets);
    expect(screen.getByRole('group', { name: 'Do you have dietary preferences?' })).toBeInTheDocument();
  });

  it('adds each ticked value to the list in the order of the options', async () => {
    const { user, submit, submittedValue } = renderWidget(diets);
    await user.click(screen.getByRole('checkbox', { name: 'Vegetarian' }));
    await user.click(screen.getByRole('checkbox', { name: 'NA' }));
    await submit();
    expect(submittedValue()).toEqual(['NA', 'Vegetarian']);
  });

  it('removes an unticked value from the list', async () => {
    const { user, submit, submittedValue } = renderWidget({ ...diets, value: ['NA', 'Halal', 'Vegetarian'] });
    await user.click(screen.getByRole('checkbox', { name: 'Halal' }));
    expect(screen.getByRole('checkbox', { name: 'Halal' })).not.toBeChecked();
    await submit();
    expect(submittedValue()).toEqual(['NA', 'Vegetarian']);
  });

  it('shows plain values as they are', async () => {
    const { user, submit, submittedValue } = renderWidget(plain);
    await user.click(screen.getByRole('checkbox', { name: 'Dr' }));
    await submit();
    expect(submittedValue()).toEqual(['Dr']);
  });

  it('lays the options out vertically by default and in a row with ui:options.inline', () => {
    const vertical = renderWidget(diets);
    expect(vertical.field().querySelector('.choices')).not.toHaveClass('choices--inline');
    vertical.unmount();
    expect(renderWidget(plain).field().querySelector('.choices')).toHaveClass('choices--inline');
  });

  it('shows the error under the group and marks each checkbox invalid', async () => {
    const { submit, field } = renderWidget({ ...diets, value: [] });
    await submit();
    expect(field()).toHaveClass('field--error');
    for (const checkbox of screen.getAllByRole('checkbox')) {
      expect(checkbox).toHaveAttribute('aria-invalid', 'true');
      expect(checkbox).toHaveAccessibleDescription('Do you have dietary preferences? is not valid.');
    }
  });

  it.each([
    ['read-only', 'ui:readonly'],
    ['disabled', 'ui:disabled'],
  ])('cannot be changed when %s', async (_state, flag) => {
    const { user } = renderWidget({ ...diets, uiSchema: { ...diets.uiSchema, [flag]: true }, value: ['Halal'] });
    await user.click(screen.getByRole('checkbox', { name: 'NA' }));
    await user.click(screen.getByRole('checkbox', { name: 'Halal' }));
    expect(screen.getByRole('checkbox', { name: 'NA' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Halal' })).toBeChecked();
  });

  describe('markup', () => {
    it('empty', () => {
      expect(renderWidget(diets).field()).toMatchSnapshot();
    });

    it('filled', () => {
      expect(renderWidget({ ...diets, value: ['Halal'] }).field()).toMatchSnapshot();
    });

    it('with an error', async () => {
      const { field, submit } = renderWidget({ ...diets, value: [] });
      await submit();
      expect(field()).toMatchSnapshot();
    });

    it('disabled', () => {
      expect(
        renderWidget({ ...diets, uiSchema: { ...diets.uiSchema, 'ui:disabled': true } }).field(),
      ).toMatchSnapshot();
    });
  });
});
