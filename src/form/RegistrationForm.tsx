import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import formSchemaJson from '../../schemas/form.schema.json';
import formUiSchemaJson from '../../schemas/form.uischema.json';
import { templates, widgets } from '../../widgets';
import { diallingCodes, fees, regions } from '../model/schemaData';
import type { Period, RegistrationValues } from '../model/types';
import { findRegion, memberStatusOf } from '../rules/memberStatus';
import { fieldOfId } from './fieldIds';
import { fieldOrder, firstErrorField } from './fieldOrder';
import { focusTargetOf, scrollToAndFocus } from './focusField';
import type { Part, RegFormContext, RegUiSchema } from './formContext';
import { transformErrors } from './transformErrors';
import { applyTransitions, initialValues } from './transitions';
import { uiSchemaFor } from './uiSchemaFor';
import { validator } from './validator';
import { hiddenFields } from './visibility';

const schema = formSchemaJson as unknown as RJSFSchema;
const baseUiSchema = formUiSchemaJson as unknown as RegUiSchema;
const parts = ((baseUiSchema['ui:options'] as { parts?: Part[] } | undefined)?.parts ?? []) as Part[];
const order = fieldOrder(parts);

export interface RegistrationFormProps {
  /** The fee period in force; a change resets the whole form (spec section 4). */
  period: Period;
  /** Receives the values once they pass every rule; the seam to submission. */
  onValidSubmit: (values: RegistrationValues) => void;
  /** The submit button, which knows whether a submission is under way. */
  children: ReactNode;
}

/** The registration form: the staff's schemas rendered by RJSF, with the section 4 transitions and section 5 timing. */
export default function RegistrationForm({ period, onValidSubmit, children }: RegistrationFormProps) {
  const [formData, setFormData] = useState<RegistrationValues>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitTried, setSubmitTried] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const latest = useRef(formData);
  latest.current = formData;

  const previousPeriod = useRef(period);
  useEffect(() => {
    if (previousPeriod.current === period) return;
    previousPeriod.current = period;
    setFormData(initialValues());
    setTouched(new Set());
    setSubmitTried(false);
    // A new key drops RJSF's own error state along with the values.
    setFormKey((key) => key + 1);
  }, [period]);

  const region = findRegion(regions, formData.region);
  const formContext = useMemo<RegFormContext>(
    () => ({ period, region, memberStatus: memberStatusOf(region), fees, regions, diallingCodes }),
    [period, region],
  );
  const hidden = useMemo(() => hiddenFields(formData, region), [formData, region]);
  const uiSchema = useMemo(
    () => uiSchemaFor(baseUiSchema, order, { hidden, showsErrors: (field) => submitTried || touched.has(field) }),
    [hidden, submitTried, touched],
  );

  const handleChange = useCallback(
    (event: IChangeEvent<RegistrationValues>) => {
      const previous = latest.current;
      const next = applyTransitions(previous, event.formData ?? {}, { regions, fees, period });
      if (next.region !== previous.region) {
        // The cleared organisation fields start afresh: no error until they are left again.
        setTouched((fields) => {
          const rest = new Set(fields);
          rest.delete('organizationNameSelect');
          rest.delete('organizationNameInput');
          return rest;
        });
      }
      latest.current = next;
      setFormData(next);
    },
    [period],
  );

  const handleBlur = useCallback((id: string) => {
    const field = fieldOfId(id);
    setTouched((fields) => (fields.has(field) ? fields : new Set(fields).add(field)));
  }, []);

  const handleError = useCallback(
    (errors: RJSFValidationError[]) => {
      setSubmitTried(true);
      const inError = new Set(errors.map((error) => (error.property ?? '').replace(/^\./, '').split('.')[0] ?? ''));
      const field = firstErrorField(order, inError, hiddenFields(latest.current, findRegion(regions, latest.current.region)));
      if (field) setFocusRequest({ field });
    },
    [],
  );

  useEffect(() => {
    if (!focusRequest) return;
    const target = focusTargetOf(focusRequest.field);
    if (target) scrollToAndFocus(target);
  }, [focusRequest]);

  const handleSubmit = useCallback(
    (event: IChangeEvent<RegistrationValues>) => {
      setSubmitTried(true);
      onValidSubmit(event.formData ?? latest.current);
    },
    [onValidSubmit],
  );

  return (
    <Form<RegistrationValues, RJSFSchema, RegFormContext>
      key={formKey}
      className="reg-form"
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      formContext={formContext}
      validator={validator as ValidatorType<RegistrationValues, RJSFSchema, RegFormContext>}
      widgets={widgets}
      templates={templates}
      transformErrors={transformErrors}
      liveValidate="onBlur"
      noHtml5Validate
      showErrorList={false}
      focusOnFirstError={false}
      onChange={handleChange}
      onBlur={handleBlur}
      onError={handleError}
      onSubmit={handleSubmit}
    >
      {children}
    </Form>
  );
}
