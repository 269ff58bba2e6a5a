import type { IChangeEvent } from '@rjsf/core';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import formSchemaJson from '@schemas/form.schema.json';
import formUiSchemaJson from '@schemas/form.uischema.json';
import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';

import type { Locale } from '../../core/i18n/locales';
import type { Messages } from '../../core/i18n/messages';
import { regions as schemaRegions } from '../../core/model/regionList';
import { fees as schemaFees } from '../../core/model/schemaData';
import type { Fees, MemberStatus, Period, Region, RegistrationValues } from '../../core/model/types';
import { validatorOptions } from '../../core/validation/validatorOptions';
import { messagesFor } from '../../server/i18n/catalogues';
import type { PartEntry, RegFormContext, RegUiSchema } from '../../src/form/formContext';
import { diallingList } from '../../src/form/lazyData';
import { transformErrors } from '../../src/form/transformErrors';
import { useFormContext } from '../../src/form/useFormContext';
import { templates, widgets } from '../../widgets';

const formSchema = formSchemaJson as unknown as RJSFSchema & {
  properties: Record<string, RJSFSchema>;
  required: string[];
  errorMessage: { required: Record<string, string> };
};
const formUiSchema = formUiSchemaJson as unknown as Record<string, RegUiSchema>;

/**
 * The form's own validator is precompiled for the whole form schema and refuses any other, so the one-field forms
 * are checked by a validator built from the same ajv options (ajv-errors, $data).
 */
const validator = customizeValidator<RegistrationValues, RJSFSchema, RegFormContext>(validatorOptions);

/**
 * Data a test gives in place of schemas/ (its own fee grid, regions, and texts over the English catalogue), so that
 * what it checks, such as a markup snapshot, does not change when staff edit schemas/.
 */
export interface WidgetData {
  fees?: Fees;
  regions?: Region[];
  messages?: Messages;
}

/** One field of a one-field form: its schema, UI schema and whether it is required. */
export interface FieldSetup {
  name: string;
  schema: RJSFSchema;
  uiSchema?: RegUiSchema;
  required?: boolean;
  /** The message key of a missing required value, placed on the object the way the form schema does. */
  requiredMessage?: string;
}

export interface RenderWidgetOptions extends FieldSetup {
  /** The field's starting value; none by default. */
  value?: unknown;
  /** Part entries placed after the field, such as `{ block: 'TotalFee' }`. */
  after?: PartEntry[];
  /** The fee period, region and so on; a chosen region name also sets the region and its member status. */
  context?: ContextSetup;
  locale?: Locale;
  /** Widgets to use in place of the registered ones of the same key. */
  widgets?: Partial<typeof widgets>;
  /** The test's own data; schemas/ by default. */
  data?: WidgetData;
}

/** A field of the real registration form, with its schema, UI schema, required flag and required message. */
export function formField(name: string): FieldSetup {
  const schema = formSchema.properties[name];
  if (!schema) throw new Error(`No field '${name}' in form.schema.json`);
  return {
    name,
    schema,
    uiSchema: formUiSchema[name],
    required: formSchema.required.includes(name),
    requiredMessage: formSchema.errorMessage.required[name],
  };
}

/** The form's own inputs to its context: a period, and a region chosen by name or by the member status it has. */
export interface ContextSetup {
  period?: Period;
  regionName?: string;
  memberStatus?: MemberStatus;
}

/** The region a test means: the one it names, or the first of its member status. */
function regionNameFor({ regionName, memberStatus }: ContextSetup, regions: Region[]): string | undefined {
  return (
    regionName ?? (memberStatus ? regions.find((region) => region.status === memberStatus)?.regionName : undefined)
  );
}

interface HarnessProps {
  options: RenderWidgetOptions;
  rootSchema: RJSFSchema;
  rootUiSchema: RegUiSchema;
  onSubmit: (event: IChangeEvent<RegistrationValues>) => void;
}

/** A one-field form whose context the form's own hook derives from the values, as in the registration form. */
function Harness({ options, rootSchema, rootUiSchema, onSubmit }: HarnessProps) {
  const { name, value, context = {}, locale = 'en', data = {} } = options;
  const { fees = schemaFees, regions = schemaRegions } = data;
  const [formData, setFormData] = useState(() => (value === undefined ? {} : { [name]: value }) as RegistrationValues);
  const formContext = useFormContext({
    values: { ...formData, region: regionNameFor(context, regions) },
    // The first period of the grid shown, the one in force when registration opens.
    period: context.period ?? fees.periods[0]?.id ?? '',
    fees,
    regions,
    diallingList: diallingList.current(),
    locale,
  });
  return (
    <Form<RegistrationValues, RJSFSchema, RegFormContext>
      schema={rootSchema}
      uiSchema={rootUiSchema}
      formData={formData}
      formContext={formContext}
      validator={validator}
      widgets={{ ...widgets, ...options.widgets }}
      templates={templates}
      transformErrors={transformErrors}
      noHtml5Validate
      showErrorList={false}
      // Without onError RJSF logs every failed submit; the errors show on the page instead.
      onError={() => undefined}
      onChange={(event) => setFormData(event.formData ?? {})}
      onSubmit={onSubmit}
    >
      <button type="submit">Submit</button>
    </Form>
  );
}

/**
 * Renders one widget the way RJSF does in the registration form: a one-field form with the form's widgets,
 * templates, validator and error transform, laid out as one part, with a Submit button.
 */
export function renderWidget(options: RenderWidgetOptions) {
  const { name, schema, uiSchema, required, requiredMessage, after = [], locale = 'en', data = {} } = options;
  const rootSchema: RJSFSchema = {
    type: 'object',
    properties: { [name]: schema },
    required: required ? [name] : [],
    ...(required && requiredMessage ? { errorMessage: { required: { [name]: requiredMessage } } } : {}),
  };
  const rootUiSchema: RegUiSchema = {
    'ui:options': { parts: [{ id: 'a', legend: 'part.a.legend', content: [{ field: name }, ...after] }] },
    [name]: uiSchema ?? {},
  };
  const submissions: Record<string, unknown>[] = [];
  const handleSubmit = (event: IChangeEvent<RegistrationValues>) => {
    submissions.push({ ...event.formData });
  };
  const user = userEvent.setup();
  const result = render(
    <IntlProvider locale={locale} messages={{ ...messagesFor(locale), ...data.messages }}>
      <Harness options={options} rootSchema={rootSchema} rootUiSchema={rootUiSchema} onSubmit={handleSubmit} />
    </IntlProvider>,
  );
  /** The field's frame from the field template: its label or legend, control, errors and help. */
  const field = (): HTMLElement => {
    const frame = result.container.querySelector<HTMLElement>('.field');
    if (!frame) throw new Error('No field frame rendered');
    return frame;
  };
  return {
    ...result,
    user,
    field,
    /** Presses Submit, as a delegate would. */
    submit: () => user.click(within(result.container).getByRole('button', { name: 'Submit' })),
    /** The field's value in the last valid submission; undefined when none passed. */
    submittedValue: (): unknown => submissions.at(-1)?.[name],
    /** How many submissions passed validation. */
    submissionCount: () => submissions.length,
  };
}

const reactId = /_r_[0-9a-z]+_/g;

/**
 * A copy of an element whose React-generated ids (downshift names its options with useId) read the same whatever
 * ran before, so a snapshot of an open list does not depend on the order of the tests.
 */
export function withStableIds(element: Element): Element {
  const copy = element.cloneNode(true) as Element;
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    for (const attribute of [...node.attributes]) {
      if (reactId.test(attribute.value)) node.setAttribute(attribute.name, attribute.value.replace(reactId, '_r_id_'));
      reactId.lastIndex = 0;
    }
  }
  return copy;
}
