import type { IChangeEvent } from '@rjsf/core';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, ValidationData } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import formSchemaJson from '@schemas/form.schema.json';
import formUiSchemaJson from '@schemas/form.uischema.json';
import type { ReactNode } from 'react';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { fees } from '../../core/model/schemaData';
import type { Period, Region, RegistrationValues } from '../../core/model/types';
import { findFee } from '../../core/rules/fees';
import { hiddenFields } from '../../core/rules/shownFields';
import { templates, widgets } from '../../widgets';
import { fieldOfId } from '../../widgets/support/fieldIds';
import { validatesOnChange } from '../../widgets/support/registryKeys';
import { fieldOrder, firstErrorField } from './fieldOrder';
import { focusTargetOf, scrollToAndFocus } from './focusField';
import type { Part, RegFormContext, RegUiSchema } from './formContext';
import { GENERIC_ERROR } from './genericError';
import { type DiallingList, diallingList, type FormValidator, formValidator, regionList } from './lazyData';
import { renderOnlyValidator, renderSchemaOf } from './renderSchema';
import { fieldsRequiredByRules, markRuleRequired } from './ruleRequired';
import { applyTransitions, initialValues } from './transitions';
import { uiSchemaFor } from './uiSchemaFor';
import { useFormContext } from './useFormContext';

const schema = formSchemaJson as unknown as RJSFSchema;
const baseUiSchema = markRuleRequired(formUiSchemaJson as unknown as RegUiSchema, fieldsRequiredByRules(schema));
const parts = (baseUiSchema['ui:options'] as { parts?: Part[] } | undefined)?.parts ?? [];
const order = fieldOrder(parts);
const renderSchema = renderSchemaOf(schema);
const renderValidator = renderOnlyValidator<RegistrationValues, RegFormContext>();

/** The fields whose change is checked at once: the choices, not the typed answers. */
const checkedOnChange = new Set(
  order.filter((field) => validatesOnChange(getUiOptions(baseUiSchema[field] as RegUiSchema).widget)),
);

/** Every rule of the whole schema at once; the errors land on their fields as message keys. */
function validateWith(
  { validator, transformErrors }: FormValidator,
  values: RegistrationValues,
): ValidationData<RegistrationValues> {
  return validator.validateFormData(values, schema, undefined, transformErrors, baseUiSchema);
}

/** Validates at once when the validator is here, else as soon as it arrives. */
function validate(
  values: RegistrationValues,
): ValidationData<RegistrationValues> | Promise<ValidationData<RegistrationValues>> {
  const validator = formValidator.current();
  return validator
    ? validateWith(validator, values)
    : formValidator.load().then((loaded) => validateWith(loaded, values));
}

/** The top-level fields that have an error. */
function fieldsInError(errorSchema: ErrorSchema<RegistrationValues>): Set<string> {
  return new Set(
    Object.entries(errorSchema)
      .filter(
        ([field, node]) =>
          field !== '__errors' && ((node as { __errors?: string[] } | undefined)?.__errors?.length ?? 0) > 0,
      )
      .map(([field]) => field),
  );
}

/** The shown fields in error, in form order, each with its first message key and its label key. */
function submitErrors(
  errorSchema: ErrorSchema<RegistrationValues>,
  inError: ReadonlySet<string>,
  hidden: ReadonlySet<string>,
): SubmitError[] {
  const properties = (schema.properties ?? {}) as Record<string, { title?: string }>;
  return order
    .filter((field) => inError.has(field) && !hidden.has(field))
    .map((field) => ({
      field,
      message: (errorSchema as Record<string, { __errors?: string[] }>)[field]?.__errors?.[0] ?? GENERIC_ERROR,
      label: properties[field]?.title ?? field,
    }));
}

export interface RegistrationFormProps {
  /** The fee period in force; a change resets the whole form (spec section 4). */
  period: Period;
  /** Receives the values once they pass every rule; the seam to submission. */
  onValidSubmit: (values: RegistrationValues) => void;
  /** The submit button, which knows whether a submission is under way. */
  children: ReactNode;
  /** Values to put in place of what the form holds (a restored draft, or a fresh start), once per new object. */
  replaceValues?: RegistrationValues;
  /** Hears every change of the values (drafts keep them). */
  onValuesChange?: (values: RegistrationValues) => void;
  /** Hears the fields in error after a failed submit, in the order of spec section 5, shown fields only. */
  onInvalidSubmit?: (errors: SubmitError[]) => void;
  /**
   * The page's own errors by field and catalogue key (a server's refusals), shown as the form's own are; they stand in
   * for the form's of the same field, and the page drops a field's once it changes (src/staff/guests/fieldRefusals.ts).
   */
  extraErrors?: ErrorSchema<RegistrationValues>;
}

/** One field in error after a failed submit: its message key and the key of its label. */
export interface SubmitError {
  field: string;
  message: string;
  label: string;
}

/** The registration form: the staff's schemas rendered by RJSF, with the section 4 transitions and section 5 timing. */
export default function RegistrationForm({
  period,
  onValidSubmit,
  children,
  replaceValues,
  onValuesChange,
  onInvalidSubmit,
  extraErrors,
}: RegistrationFormProps) {
  const [formData, setFormData] = useState<RegistrationValues>(initialValues);
  const [errorSchema, setErrorSchema] = useState<ErrorSchema<RegistrationValues>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitTried, setSubmitTried] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const latest = useRef(formData);
  latest.current = formData;
  // Only the newest check may set the errors, should an older one finish after it.
  const checks = useRef(0);

  // The region list and the validator are not needed to start typing; they arrive just after the form.
  const [regions, setRegions] = useState<Region[]>(() => regionList.current() ?? []);
  const [dialling, setDialling] = useState<DiallingList | undefined>(() => diallingList.current());
  // Each arrival renders the form again: as a transition, in slices a keystroke can interrupt.
  useEffect(() => {
    void regionList.load().then((loaded) => startTransition(() => setRegions(loaded)));
    void diallingList.load().then((loaded) => startTransition(() => setDialling(loaded)));
    void formValidator.load();
  }, []);

  const check = useCallback(
    (values: RegistrationValues, then?: (result: ValidationData<RegistrationValues>) => void) => {
      const ticket = ++checks.current;
      const apply = (result: ValidationData<RegistrationValues>) => {
        if (ticket !== checks.current) return;
        setErrorSchema(result.errorSchema);
        then?.(result);
      };
      const result = validate(values);
      if (result instanceof Promise) void result.then(apply);
      else apply(result);
    },
    [],
  );

  const replace = useCallback((values: RegistrationValues) => {
    latest.current = values;
    setFormData(values);
    setErrorSchema({});
    setTouched(new Set());
    setSubmitTried(false);
    // A new key drops whatever RJSF holds of the old values.
    setFormKey((key) => key + 1);
  }, []);

  // The period arrives after the form is on screen (or again after a retry): what was typed stays, and only a fee
  // of the other period, which the new one cannot take, is dropped.
  const previousPeriod = useRef(period);
  useEffect(() => {
    if (previousPeriod.current === period) return;
    previousPeriod.current = period;
    const values = latest.current;
    if (values.feeCategory && findFee(fees, values.feeCategory)?.period !== period)
      replace({ ...values, feeCategory: undefined });
  }, [period, replace]);

  useEffect(() => {
    if (replaceValues) replace(replaceValues);
  }, [replaceValues, replace]);

  const { locale } = useIntl();
  const formContext = useFormContext({ values: formData, period, fees, regions, diallingList: dialling, locale });
  const hidden = useMemo(() => hiddenFields(formData), [formData]);
  const uiSchema = useMemo(
    () => uiSchemaFor(baseUiSchema, order, { hidden, showsErrors: (field) => submitTried || touched.has(field) }),
    [hidden, submitTried, touched],
  );

  const handleChange = useCallback(
    (event: IChangeEvent<RegistrationValues>, id?: string) => {
      const previous = latest.current;
      const next = applyTransitions(previous, event.formData ?? {}, {
        regions,
        fees,
        period,
        diallingCodes: dialling?.entries,
      });
      latest.current = next;
      setFormData(next);
      onValuesChange?.(next);
      const field = id ? fieldOfId(id) : undefined;
      const regionChanged = next.region !== previous.region;
      if (regionChanged || (field && checkedOnChange.has(field))) {
        setTouched((fields) => {
          const updated = new Set(fields);
          if (field && checkedOnChange.has(field)) updated.add(field);
          if (regionChanged) {
            // The cleared organisation fields start afresh: no error until they are left again.
            updated.delete('organizationNameSelect');
            updated.delete('organizationNameInput');
          }
          return updated;
        });
        check(next);
      }
    },
    [period, regions, dialling, check, onValuesChange],
  );

  const handleBlur = useCallback(
    (id: string) => {
      const field = fieldOfId(id);
      setTouched((fields) => (fields.has(field) ? fields : new Set(fields).add(field)));
      check(latest.current);
    },
    [check],
  );

  const handleSubmit = useCallback(
    (event: IChangeEvent<RegistrationValues>) => {
      const values = event.formData ?? latest.current;
      setSubmitTried(true);
      check(values, (result) => {
        if (result.errors.length === 0) {
          onValidSubmit(values);
          return;
        }
        const inError = fieldsInError(result.errorSchema);
        const hiddenNow = hiddenFields(values);
        const field = firstErrorField(order, inError, hiddenNow);
        if (field) setFocusRequest({ field });
        onInvalidSubmit?.(submitErrors(result.errorSchema, inError, hiddenNow));
      });
    },
    [onValidSubmit, onInvalidSubmit, check],
  );

  useEffect(() => {
    if (!focusRequest) return;
    const target = focusTargetOf(focusRequest.field);
    if (target) scrollToAndFocus(target);
  }, [focusRequest]);

  return (
    <Form<RegistrationValues, RJSFSchema, RegFormContext>
      key={formKey}
      className="reg-form"
      schema={renderSchema}
      uiSchema={uiSchema}
      formData={formData}
      formContext={formContext}
      validator={renderValidator}
      widgets={widgets}
      templates={templates}
      // The form validates by itself, at the moments spec section 5 names; RJSF only renders the errors it is given.
      noValidate
      extraErrors={extraErrors ? { ...errorSchema, ...extraErrors } : errorSchema}
      noHtml5Validate
      showErrorList={false}
      focusOnFirstError={false}
      onChange={handleChange}
      onBlur={handleBlur}
      onSubmit={handleSubmit}
    >
      {children}
    </Form>
  );
}
