import type { RegistryWidgetsType, Widget, WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';

import { lazyWidget } from '../../widgets/support/lazyWidget';
import type * as rjsfWidgets from './rjsfWidgets';

type RjsfWidgets = typeof rjsfWidgets;

// RJSF's modules are typed for any form; the registry takes them as they are.
const later = (name: keyof RjsfWidgets): Widget =>
  lazyWidget(
    () => import('./rjsfWidgets').then((widgets) => ({ default: widgets[name] as ComponentType<WidgetProps> })),
    () => null,
  );

/**
 * Stands in for RJSF's default widget registry (`@rjsf/core/lib/components/widgets/index.js`, see vite.config.ts).
 * The form brings its own widget for every key it uses (widgets/index.ts), so RJSF's defaults only matter for a widget
 * a UI schema names that the form does not have: they load together (one chunk, src/bundling/rjsfWidgets.ts) the
 * first time one is shown. Each file the first load may fetch later is named in it, with a hash no compression shrinks.
 */
export default function widgets(): RegistryWidgetsType {
  return {
    AltDateWidget: later('AltDateWidget'),
    AltDateTimeWidget: later('AltDateTimeWidget'),
    CheckboxWidget: later('CheckboxWidget'),
    CheckboxesWidget: later('CheckboxesWidget'),
    ColorWidget: later('ColorWidget'),
    DateWidget: later('DateWidget'),
    DateTimeWidget: later('DateTimeWidget'),
    EmailWidget: later('EmailWidget'),
    FileWidget: later('FileWidget'),
    HiddenWidget: later('HiddenWidget'),
    PasswordWidget: later('PasswordWidget'),
    RadioWidget: later('RadioWidget'),
    RangeWidget: later('RangeWidget'),
    RatingWidget: later('RatingWidget'),
    SelectWidget: later('SelectWidget'),
    TextWidget: later('TextWidget'),
    TextareaWidget: later('TextareaWidget'),
    TimeWidget: later('TimeWidget'),
    UpDownWidget: later('UpDownWidget'),
    URLWidget: later('URLWidget'),
  };
}
