/**
 * RJSF's own widgets as one chunk (src/bundling/deferredWidgets.ts): the form brings its own for every key it uses, so
 * this loads only when a UI schema names one of the others, and the first load names one chunk for them, not twenty.
 */
export { default as AltDateTimeWidget } from '@rjsf/core/lib/components/widgets/AltDateTimeWidget.js';
export { default as AltDateWidget } from '@rjsf/core/lib/components/widgets/AltDateWidget.js';
export { default as CheckboxesWidget } from '@rjsf/core/lib/components/widgets/CheckboxesWidget.js';
export { default as CheckboxWidget } from '@rjsf/core/lib/components/widgets/CheckboxWidget.js';
export { default as ColorWidget } from '@rjsf/core/lib/components/widgets/ColorWidget.js';
export { default as DateTimeWidget } from '@rjsf/core/lib/components/widgets/DateTimeWidget.js';
export { default as DateWidget } from '@rjsf/core/lib/components/widgets/DateWidget.js';
export { default as EmailWidget } from '@rjsf/core/lib/components/widgets/EmailWidget.js';
export { default as FileWidget } from '@rjsf/core/lib/components/widgets/FileWidget.js';
export { default as HiddenWidget } from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
export { default as PasswordWidget } from '@rjsf/core/lib/components/widgets/PasswordWidget.js';
export { default as RadioWidget } from '@rjsf/core/lib/components/widgets/RadioWidget.js';
export { default as RangeWidget } from '@rjsf/core/lib/components/widgets/RangeWidget.js';
export { default as RatingWidget } from '@rjsf/core/lib/components/widgets/RatingWidget.js';
export { default as SelectWidget } from '@rjsf/core/lib/components/widgets/SelectWidget.js';
export { default as TextareaWidget } from '@rjsf/core/lib/components/widgets/TextareaWidget.js';
export { default as TextWidget } from '@rjsf/core/lib/components/widgets/TextWidget.js';
export { default as TimeWidget } from '@rjsf/core/lib/components/widgets/TimeWidget.js';
export { default as UpDownWidget } from '@rjsf/core/lib/components/widgets/UpDownWidget.js';
export { default as URLWidget } from '@rjsf/core/lib/components/widgets/URLWidget.js';
