/**
 * The kinds of field this form does not render, as one chunk (src/bundling/deferredFields.ts): it loads when a schema
 * first uses one, and the first load names one chunk for them, not nine.
 */
export { default as ArrayField } from '@rjsf/core/lib/components/fields/ArrayField.js';
export { default as CyclicSchemaField } from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
export { default as FallbackField } from '@rjsf/core/lib/components/fields/FallbackField.js';
export { default as LayoutGridField } from '@rjsf/core/lib/components/fields/LayoutGridField.js';
export { default as LayoutHeaderField } from '@rjsf/core/lib/components/fields/LayoutHeaderField.js';
export { default as LayoutMultiSchemaField } from '@rjsf/core/lib/components/fields/LayoutMultiSchemaField.js';
export { default as MultiSchemaField } from '@rjsf/core/lib/components/fields/MultiSchemaField.js';
export { default as NullField } from '@rjsf/core/lib/components/fields/NullField.js';
export { default as OptionalDataControlsField } from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
