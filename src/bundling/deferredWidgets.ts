import type { RegistryWidgetsType, Widget, WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';

import { lazyWidget } from '../../widgets/support/lazyWidget';

// RJSF's modules are typed for any form; the registry takes them as they are.
const later = (load: () => Promise<{ default: unknown }>): Widget =>
  lazyWidget(load as () => Promise<{ default: ComponentType<WidgetProps> }>, () => null);

/**
 * Stands in for RJSF's default widget registry (`@rjsf/core/lib/components/widgets/index.js`, see vite.config.ts).
 * The form brings its own widget for every key it uses (widgets/index.ts), so RJSF's defaults only matter for a widget
 * a UI schema names that the form does not have: each loads the first time one is shown.
 */
export default function widgets(): RegistryWidgetsType {
  return {
    AltDateWidget: later(() => import('@rjsf/core/lib/components/widgets/AltDateWidget.js')),
    AltDateTimeWidget: later(() => import('@rjsf/core/lib/components/widgets/AltDateTimeWidget.js')),
    CheckboxWidget: later(() => import('@rjsf/core/lib/components/widgets/CheckboxWidget.js')),
    CheckboxesWidget: later(() => import('@rjsf/core/lib/components/widgets/CheckboxesWidget.js')),
    ColorWidget: later(() => import('@rjsf/core/lib/components/widgets/ColorWidget.js')),
    DateWidget: later(() => import('@rjsf/core/lib/components/widgets/DateWidget.js')),
    DateTimeWidget: later(() => import('@rjsf/core/lib/components/widgets/DateTimeWidget.js')),
    EmailWidget: later(() => import('@rjsf/core/lib/components/widgets/EmailWidget.js')),
    FileWidget: later(() => import('@rjsf/core/lib/components/widgets/FileWidget.js')),
    HiddenWidget: later(() => import('@rjsf/core/lib/components/widgets/HiddenWidget.js')),
    PasswordWidget: later(() => import('@rjsf/core/lib/components/widgets/PasswordWidget.js')),
    RadioWidget: later(() => import('@rjsf/core/lib/components/widgets/RadioWidget.js')),
    RangeWidget: later(() => import('@rjsf/core/lib/components/widgets/RangeWidget.js')),
    RatingWidget: later(() => import('@rjsf/core/lib/components/widgets/RatingWidget.js')),
    SelectWidget: later(() => import('@rjsf/core/lib/components/widgets/SelectWidget.js')),
    TextWidget: later(() => import('@rjsf/core/lib/components/widgets/TextWidget.js')),
    TextareaWidget: later(() => import('@rjsf/core/lib/components/widgets/TextareaWidget.js')),
    TimeWidget: later(() => import('@rjsf/core/lib/components/widgets/TimeWidget.js')),
    UpDownWidget: later(() => import('@rjsf/core/lib/components/widgets/UpDownWidget.js')),
    URLWidget: later(() => import('@rjsf/core/lib/components/widgets/URLWidget.js')),
  };
}
