/**
 * The baseline of the keystroke benchmark: the same generated schema rendered by plain `@rjsf/core` with its default
 * widgets and templates and `@rjsf/validator-ajv8`, held in state as RJSF's documentation shows. Like the engine it
 * validates when a field is left, not on each keystroke. RJSF knows nothing of the engine's parts, so their layout keys
 * are taken out of the UI schema and the fields are listed one after another.
 */
import '../../../../src/styles/app.css';

import type { IChangeEvent } from '@rjsf/core';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { StrictMode, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';

import { wideForm } from '../wideFormSchema';

type Values = Record<string, unknown>;

const schema = wideForm.schema as RJSFSchema;
const { 'ui:ObjectFieldTemplate': _partLayout, 'ui:options': _parts, ...uiSchema } = wideForm.uiSchema;

function PlainForm() {
  const [formData, setFormData] = useState<Values>({});
  const handleChange = useCallback((event: IChangeEvent<Values>) => setFormData(event.formData ?? {}), []);
  return (
    <Form<Values>
      schema={schema}
      uiSchema={uiSchema as UiSchema<Values>}
      validator={validator}
      formData={formData}
      onChange={handleChange}
      liveValidate="onBlur"
      noHtml5Validate
    />
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main className="page">
      <PlainForm />
    </main>
  </StrictMode>,
);
