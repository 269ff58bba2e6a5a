import type { IChangeEvent } from '@rjsf/core';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { englishMessages } from '../../core/i18n/messages';
import { widgets } from '../../widgets';
import { errorsOf, textbox } from '../form/formActions';
import { renderForm } from '../form/renderForm';

type Values = { name?: string };

const validator = customizeValidator<Values>();
const schema: RJSFSchema = { type: 'object', properties: { name: { type: 'string', title: 'Name' } } };

/** A form holding its values as a page does, with a button that sets the name from outside the field. */
function Harness(props: { onChange: (values: Values) => void; onSubmit: (values: Values) => void }) {
  const [formData, setFormData] = useState<Values>({});
  return (
    <IntlProvider locale="en" messages={englishMessages}>
      <Form<Values>
        schema={schema}
        uiSchema={{ name: { 'ui:widget': 'TextWidget' } }}
        widgets={{ TextWidget: widgets.TextWidget }}
        validator={validator}
        formData={formData}
        onChange={(event: IChangeEvent<Values>) => {
          setFormData(event.formData ?? {});
          props.onChange(event.formData ?? {});
        }}
        onSubmit={(event: IChangeEvent<Values>) => props.onSubmit(event.formData ?? {})}
      >
        <button type="button" onClick={() => setFormData({ name: 'Lee' })}>
          Set the name
        </button>
        <button type="submit">Submit</button>
      </Form>
    </IntlProvider>
  );
}

function renderHarness() {
  const onChange = vi.fn<(values: Values) => void>();
  const onSubmit = vi.fn<(values: Values) => void>();
  render(<Harness onChange={onChange} onSubmit={onSubmit} />);
  return { onChange, onSubmit, input: screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }) };
}

const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * Types `text` as one input event the way a browser does, outside act(), so that the form has not taken it yet when
 * the test goes on, as when a person acts right after a keystroke.
 */
function typeNow(input: HTMLInputElement, text: string) {
  valueSetter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('a typed-text field', () => {
  // React warns of updates outside act(); here they are what is tested, and the tests wait for their outcome.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let wasActEnvironment: boolean | undefined;
  beforeEach(() => {
    wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  });

  it('shows what is typed and hands it to the form', async () => {
    const { input, onChange } = renderHarness();
    await userEvent.type(input, 'Chan');
    expect(input).toHaveValue('Chan');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ name: 'Chan' }));
  });

  it('shows a keystroke at once, and hands it to the form only once the next frame has been painted', async () => {
    const { input, onChange } = renderHarness();
    // The frames are the test's to run: their callbacks wait here.
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
      typeNow(input, 'C');
      expect(input).toHaveValue('C');
      // Tasks go by, but no frame: the form has not been given the text.
      await new Promise((resolve) => setTimeout(resolve));
      expect(onChange).not.toHaveBeenCalled();
      expect(input).toHaveValue('C');
    } finally {
      frame.mockRestore();
    }
    for (const callback of frames) callback(performance.now());
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ name: 'C' }));
    expect(input).toHaveValue('C');
  });

  it('hands the text over when the page is left before the next frame, so a reload keeps it in the draft', async () => {
    const { input, onChange } = renderHarness();
    // No frame comes: the page goes away first.
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
      typeNow(input, 'Chan');
      expect(onChange).not.toHaveBeenCalled();
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
      // At once: nothing runs on a page once it has been left.
      expect(onChange).toHaveBeenLastCalledWith({ name: 'Chan' });
    } finally {
      frame.mockRestore();
    }
  });

  it("follows the form's value when it is set from outside, before and after typing", async () => {
    const { input } = renderHarness();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Set the name' }));
    expect(input).toHaveValue('Lee');
    await user.type(input, 'x');
    expect(input).toHaveValue('Leex');
    await user.click(screen.getByRole('button', { name: 'Set the name' }));
    await waitFor(() => expect(input).toHaveValue('Lee'));
  });

  it('submits the text typed just before Enter, while the form has not taken it yet', async () => {
    const { input, onSubmit } = renderHarness();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    typeNow(input, 'Chan');
    // Enter in a text field submits its form without leaving the field, so no blur hands the text over first: the
    // browser sends the key's keydown, then submits the form as its default action.
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    input.form?.requestSubmit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Chan' });
  });
});

describe('the registration form', () => {
  it('validates the text typed just before a field is left, not what the form held before it', async () => {
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const was = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    renderForm();
    const email = textbox('email') as HTMLInputElement;
    await act(async () => email.focus());
    try {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
      typeNow(email, 'chan.example.org');
      email.blur();
      // Checked while still empty, the field would say its address is missing rather than malformed.
      await waitFor(() => expect(errorsOf(email)).toEqual(['Invalid email format.']));
      expect(email).toHaveValue('chan.example.org');
      expect(email).toHaveAttribute('aria-invalid', 'true');
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = was;
    }
  });
});
