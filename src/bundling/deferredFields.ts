import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import type { Field, FieldProps, RegistryFieldsType } from '@rjsf/utils';
import type { ComponentType } from 'react';

import { lazyWidget } from '../../widgets/support/lazyWidget';
import type * as rjsfFields from './rjsfFields';

type RjsfFields = typeof rjsfFields;

// RJSF's modules are typed for any form; the registry takes them as they are.
const later = (name: keyof RjsfFields): Field =>
  lazyWidget(
    () => import('./rjsfFields').then((fields) => ({ default: fields[name] as ComponentType<FieldProps> })),
    () => null,
  );

const MultiSchemaField = later('MultiSchemaField');

/**
 * Stands in for RJSF's default field registry (`@rjsf/core/lib/components/fields/index.js`, see vite.config.ts): the
 * five fields this form renders load with the form (numbers too: the dialling code is one, and the form rendered at
 * build time has its input, which hydration must find); arrays, `anyOf`/`oneOf`, layout grids and the rest load
 * when a schema first uses one of them, together (src/bundling/rjsfFields.ts). A field staff add of another kind still works, a moment after the form appears.
 */
export default function fields(): RegistryFieldsType {
  return {
    AnyOfField: MultiSchemaField,
    ArrayField: later('ArrayField'),
    BooleanField,
    CyclicSchemaField: later('CyclicSchemaField'),
    FallbackField: later('FallbackField'),
    LayoutGridField: later('LayoutGridField'),
    LayoutHeaderField: later('LayoutHeaderField'),
    LayoutMultiSchemaField: later('LayoutMultiSchemaField'),
    NumberField,
    ObjectField,
    OneOfField: MultiSchemaField,
    OptionalDataControlsField: later('OptionalDataControlsField'),
    SchemaField,
    StringField,
    NullField: later('NullField'),
  };
}
