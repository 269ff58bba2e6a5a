import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { markupData, markupTexts } from './fixtures/markupData';
import type { RenderWidgetOptions } from './renderWidget';
import { renderWidget } from './renderWidget';

/** No field of the form is a textarea today: a field of the tests' own, with its label and message in their texts. */
const remarks: RenderWidgetOptions = {
  name: 'remarks',
  schema: { type: 'string', title: 'field.remarks', minLength: 1, maxLength: 200 },
  uiSchema: { 'ui:widget': 'TextareaWidget' },
  required: true,
  requiredMessage: 'error.remarks.required',
  data: markupData,
};
const label = markupTexts['field.remarks'];

describe('TextareaWidget', () => {
  it('is 3 rows high', () => {
    renderWidget(remarks);
    expect(screen.getByRole('textbox', { name: label })).toHaveAttribute('rows', '3');
  });

  it('takes several lines and submits them', async () => {
    const { user, submit, submittedValue } = renderWidget(remarks);
    const textarea = screen.getByRole('textbox', { name: label });
    await user.type(textarea, 'Chief Pharmacist{Enter}Inspectorate');
    expect(textarea).toHaveValue('Chief Pharmacist\nInspectorate');
    await submit();
    expect(submittedValue()).toBe('Chief Pharmacist\nInspectorate');
  });

  it('cannot be changed when read-only', async () => {
    const { user } = renderWidget({
      ...remarks,
      uiSchema: { ...remarks.uiSchema, 'ui:readonly': true },
      value: 'Chief',
    });
    const textarea = screen.getByRole('textbox', { name: label });
    await user.type(textarea, 'xyz');
    expect(textarea).toHaveValue('Chief');
  });

  it('cannot be changed when disabled', async () => {
    const { user } = renderWidget({
      ...remarks,
      uiSchema: { ...remarks.uiSchema, 'ui:disabled': true },
      value: 'Chief',
    });
    const textarea = screen.getByRole('textbox', { name: label });
    expect(textarea).toBeDisabled();
    await user.type(textarea, 'xyz');
    expect(textarea).toHaveValue('Chief');
  });

  describe('markup', () => {
    it('empty', () => {
      expect(renderWidget(remarks).field()).toMatchSnapshot();
    });

    it('filled', () => {
      expect(renderWidget({ ...remarks, value: 'Chief Pharmacist' }).field()).toMatchSnapshot();
    });

    it('with an error', async () => {
      const { field, submit } = renderWidget(remarks);
      await submit();
      expect(field()).toMatchSnapshot();
    });

    it('disabled', () => {
      const { field } = renderWidget({ ...remarks, uiSchema: { ...remarks.uiSchema, 'ui:disabled': true } });
      expect(field()).toMatchSnapshot();
    });
  });
});
