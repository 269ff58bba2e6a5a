import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fieldLabel } from '../support/schemaTexts';
import { formField, renderWidget } from './renderWidget';

describe('FieldTemplate', () => {
  describe('required marker', () => {
    it('shows a "*" after the label of a required field by default', () => {
      const { field } = renderWidget(formField('familyName'));
      const label = field().querySelector('label');
      expect(label).toHaveTextContent(/^Family Name \*$/);
      expect(screen.getByRole('textbox', { name: 'Family Name' })).toBeRequired();
    });

    it('shows the "*" before the label when ui:options.requiredMarker is "before"', () => {
      const { field } = renderWidget({
        ...formField('familyName'),
        uiSchema: { 'ui:options': { requiredMarker: 'before' } },
      });
      expect(field().querySelector('label')).toHaveTextContent(/^\* Family Name$/);
      expect(screen.getByRole('textbox', { name: 'Family Name' })).toBeInTheDocument();
    });

    it('shows no "*" for an optional field', () => {
      const { field } = renderWidget({ ...formField('familyName'), required: false });
      expect(field().querySelector('label')).toHaveTextContent(/^Family Name$/);
    });

    it('marks the legend of a required group of radios', () => {
      renderWidget(formField('paymentMethod'));
      expect(screen.getByRole('group', { name: 'Method of Payment' })).toHaveTextContent(/^Method of Payment \*/);
    });
  });

  describe('errors', () => {
    it('highlights a field in error after submit and shows its message beneath the control', async () => {
      const { field, submit } = renderWidget(formField('familyName'));
      const input = screen.getByRole('textbox', { name: 'Family Name' });
      expect(field()).not.toHaveClass('field--error');
      expect(screen.queryByText('Family name is required.')).not.toBeInTheDocument();

      await submit();

      expect(field()).toHaveClass('field--error');
      const message = screen.getByText('Family name is required.');
      expect(input.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('marks the control invalid and describes it by the element holding the error text', async () => {
      const { submit } = renderWidget(formField('familyName'));
      const input = screen.getByRole('textbox', { name: 'Family Name' });
      expect(input).toHaveAttribute('aria-invalid', 'false');
      expect(input).not.toHaveAttribute('aria-describedby');

      await submit();

      expect(input).toHaveAttribute('aria-invalid', 'true');
      const describedBy = input.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)).toHaveTextContent('Family name is required.');
      expect(input).toHaveAccessibleDescription('Family name is required.');
    });

    it('clears the error once the field is put right and the form submitted again', async () => {
      const { field, submit, user, submittedValue } = renderWidget(formField('familyName'));
      await submit();
      await user.type(screen.getByRole('textbox', { name: 'Family Name' }), 'Chan');
      await submit();
      expect(field()).not.toHaveClass('field--error');
      expect(screen.queryByText('Family name is required.')).not.toBeInTheDocument();
      expect(submittedValue()).toBe('Chan');
    });

    it('falls back to "{field} is not valid." with the field label for a rule without a message', async () => {
      const { submit } = renderWidget({
        name: 'postTitle',
        schema: { type: 'string', title: 'field.postTitle', maxLength: 3 },
        value: 'Director',
      });
      await submit();
      const label = fieldLabel('postTitle');
      expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleDescription(`${label} is not valid.`);
    });

    it('keeps errors out of sight while ui:hideError is set', async () => {
      const { field, submit, submissionCount } = renderWidget({
        ...formField('familyName'),
        uiSchema: { 'ui:hideError': true },
      });
      await submit();
      expect(submissionCount()).toBe(0);
      expect(field()).not.toHaveClass('field--error');
      expect(screen.queryByText('Family name is required.')).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Family Name' })).toHaveAttribute('aria-invalid', 'false');
    });
  });

  it('shows help text beneath the control and describes the control by it', () => {
    renderWidget({ ...formField('familyName'), uiSchema: { 'ui:help': 'part.a.note.name' } });
    expect(screen.getByRole('textbox', { name: 'Family Name' })).toHaveAccessibleDescription(
      'The registered name will be printed on the attendance certificate. Please make sure it is spelt correctly.',
    );
  });
});
