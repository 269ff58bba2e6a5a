import type { ChangeEvent, FocusEvent, KeyboardEvent, SyntheticEvent } from 'react';
import { useState, useTransition } from 'react';
import { flushSync } from 'react-dom';

import type { RegWidgetProps } from '../../src/form/formContext';
import type { Translate } from '../../src/i18n/useText';
import { widgetAria } from './widgetAria';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

const asTyped = (typed: string) => typed;

/**
 * The attributes and handlers every typed-text widget gives its element under RJSF's widget contract: id, name,
 * value, state, translated placeholder, the schema's maxLength, aria from the errors shown, and events that report
 * '' as the field's empty value. `clean` may rewrite what was typed (the digits-only field does).
 *
 * A keystroke shows at once, from the widget's own state, and the form takes the change in a transition: re-rendering
 * a long form's every field then no longer holds back the frame that paints the character, and a later keystroke can
 * interrupt it. RJSF queues each change as an updater, so changes made in a transition apply in order with any other,
 * and all pending transitions commit together: once none is pending, the form holds the last text typed. Until then
 * the field shows what was typed; after, the form's value, so a value the form sets or rewrites is followed. Leaving
 * the field (the form validates it then) and Enter (which submits without leaving it) hand the text over at once.
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
  const [typed, setTyped] = useState('');
  const [pending, startTransition] = useTransition();
  const report = (text: string) => onChange(text === '' ? options.emptyValue : text);
  const flush = ({ currentTarget }: SyntheticEvent<E>) => pending && flushSync(() => report(currentTarget.value));
  return {
    id,
    name: htmlName || name || id,
    className: 'input',
    value: pending ? typed : (value ?? ''),
    // A field a cross-field rule makes required (src/form/ruleRequired.ts) is required while it is shown.
    required: required || props.options.markRequired === true,
    disabled,
    readOnly: readonly,
    autoFocus: autofocus,
    placeholder: placeholder ? t(placeholder) : undefined,
    maxLength: schema.maxLength,
    onChange: (event: ChangeEvent<E>) => {
      const text = clean(event.target.value);
      // Write a cleaned text back at once, so a rejected character never shows, even when the value is unchanged.
      if (text !== event.target.value) event.target.value = text;
      setTyped(text);
      startTransition(() => report(text));
    },
    onBlur: (event: FocusEvent<E>) => {
      flush(event);
      onBlur(id, event.target.value);
    },
    onFocus: (event: FocusEvent<E>) => onFocus(id, event.target.value),
    onKeyDown: (event: KeyboardEvent<E>) => event.key === 'Enter' && flush(event),
    ...widgetAria(props),
  };
}

/** The browser's autofill hint a UI schema gives with `ui:options.autocomplete`. */
export function autocompleteOf(props: RegWidgetProps): string | undefined {
  return typeof props.options.autocomplete === 'string' ? props.options.autocomplete : undefined;
}
