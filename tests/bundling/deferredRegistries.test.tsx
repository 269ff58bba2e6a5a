import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import deferredFields from '../../src/bundling/deferredFields';
import deferredWidgets from '../../src/bundling/deferredWidgets';

// A schema of the kinds this form does not use today, as staff might add them: each must still render, once its code
// has loaded, from the registries the production bundle puts in place of RJSF's own.
const schema: RJSFSchema = {
  type: 'object',
  properties: {
    guests: { type: 'array', title: 'Guests', items: { type: 'string' }, default: ['Chan Tai Man'] },
    nights: { type: 'number', title: 'Nights' },
    arrival: { type: 'string', format: 'date', title: 'Arrival' },
    badge: { type: 'string', title: 'Name on badge' },
    contact: {
      title: 'Contact',
      oneOf: [
        { type: 'string', title: 'By e-mail' },
        { type: 'number', title: 'By phone' },
      ],
    },
  },
};

// Each module is transformed on its first import in the test run: a chain of them can take a few seconds.
const loaded = { timeout: 8000 };

describe("the registries standing in for RJSF's defaults in the production bundle", () => {
  it('render every kind of field and widget once its code has arrived', async () => {
    render(<Form schema={schema} validator={validator} fields={deferredFields()} widgets={deferredWidgets()} />);
    // RJSF's own text widget is deferred too: the form replaces it with its own.
    expect(await screen.findByLabelText('Name on badge', {}, loaded)).toHaveAttribute('type', 'text');
    expect(await screen.findByLabelText('Nights', {}, loaded)).toHaveAttribute('type', 'number');
    expect(await screen.findByLabelText('Arrival', {}, loaded)).toHaveAttribute('type', 'date');
    expect(await screen.findByDisplayValue('Chan Tai Man', {}, loaded)).toBeInTheDocument();
    const contact = (await screen.findByText('Contact', {}, loaded)).closest('fieldset') ?? document.body;
    expect(await within(contact).findByRole('combobox', {}, loaded)).toBeInTheDocument();
  });

  it('keep every key of the registries they replace', async () => {
    const { default: originalFields } = await import('@rjsf/core/lib/components/fields/index.js');
    const { default: originalWidgets } = await import('@rjsf/core/lib/components/widgets/index.js');
    expect(Object.keys(deferredFields()).sort()).toEqual(Object.keys(originalFields()).sort());
    expect(Object.keys(deferredWidgets()).sort()).toEqual(Object.keys(originalWidgets()).sort());
  });
});
