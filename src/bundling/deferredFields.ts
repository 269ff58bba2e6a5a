import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import type { Field, FieldProps, RegistryFieldsType } from '@rjsf/utils';
import type { ComponentType } from 'react';

import { lazyWidget } from '../../widgets/support/lazyWidget';

// RJSF's modules are typed for any form; the registry takes them as they are.
const later = (load: () => Promise<{ default: unknown }>): Field =>
  lazyWidget(load as () => Promise<{ default: ComponentType<FieldProps> }>, () => null);

const MultiSchemaField = later(() => import('@rjsf/core/lib/components/fields/MultiSchemaField.js'));

/**
 * Stands in for RJSF's default field registry (`@rjsf/core/lib/components/fields/index.js`, see vite.config.ts): the
 * five fields this form renders load with the form (numbers too: the dialling code is one, and the form rendered at
 * build time has its input, which hydration must find); arrays, `anyOf`/`oneOf`, layout grids and the rest load
 * when a schema first uses them. A field staff add of another kind still works, a moment after the form appears.
 */
export default function fields(): RegistryFieldsType {
  return {
    AnyOfField: MultiSchemaField,
    ArrayField: later(() => import('@rjsf/core/lib/components/fields/ArrayField.js')),
    BooleanField,
    CyclicSchemaField: later(() => import('@rjsf/core/lib/components/fields/CyclicSchemaField.js')),
    FallbackField: later(() => import('@rjsf/core/lib/components/fields/FallbackField.js')),
    LayoutGridField: later(() => import('@rjsf/core/lib/components/fields/LayoutGridField.js')),
    LayoutHeaderField: later(() => import('@rjsf/core/lib/components/fields/LayoutHeaderField.js')),
    LayoutMultiSchemaField: later(() => import('@rjsf/core/lib/components/fields/LayoutMultiSchemaField.js')),
    NumberField,
    ObjectField,
    OneOfField: MultiSchemaField,
    OptionalDataControlsField: later(() => import('@rjsf/core/lib/components/fields/OptionalDataControlsField.js')),
    SchemaField,
    StringField,
    NullField: later(() => import('@rjsf/core/lib/components/fields/NullField.js')),
  };
}
