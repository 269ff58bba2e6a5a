import type { ChangeEvent, FocusEvent } from 'react';
import { useMemo } from 'react';

import type { RegWidgetProps } from '../../src/form/formContext';
import type { Translate } from '../../src/i18n/useText';
import { widgetAria } from './widgetAria';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

const asTyped = (typed: string) => typed;

/**
 * The attributes and handlers every typed-text widget gives its element under RJSF's widget contract: id, name,
 * value, state, translated placeholder, the schema's maxLength, aria from the errors shown, and events that report
 * '' as the field's empty value. `clean` may rewrite what was typed (the digits-only field does).
 */
export function useTextInputProps<E extends TextElement>(
  props: RegWidgetProps,
  t: Translate,
  clean: (typed: string) => string = asTyped,
) {
  const {
    id,
    name,
    htmlName,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    placeholder,
    options,
    schema,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const handlers = useMemo(
    () => ({
      onChange: (event: ChangeEvent<E>) => {
        const text = clean(event.target.value);
        // Write a cleaned text back at once, so a rejected character never shows, even when the value is unchanged.
        if (text !== event.target.value) event.target.value = text;
        onChange(text === '' ? options.emptyValue : text);
      },
      onBlur: (event: FocusEvent<E>) => onBlur(id, event.target.value),
      onFocus: (event: FocusEvent<E>) => onFocus(id, event.target.value),
    }),
    [clean, onChange, onBlur, onFocus, id, options.emptyValue],
  );
  return {
    id,
    name: htmlName || name || id,
    className: 'input',
    value: value ?? '',
    // A field a cross-field rule makes required (src/form/ruleRequired.ts) is required while it is shown.
    required: required || props.options.markRequired === true,
    disabled,
    readOnly: readonly,
    autoFocus: autofocus,
    placeholder: placeholder ? t(placeholder) : undefined,
    maxLength: schema.maxLength,
    ...handlers,
    ...widgetAria(props),
  };
}

/** The browser's autofill hint a UI schema gives with `ui:options.autocomplete`. */
export function autocompleteOf(props: RegWidgetProps): string | undefined {
  return typeof props.options.autocomplete === 'string' ? props.options.autocomplete : undefined;
}
