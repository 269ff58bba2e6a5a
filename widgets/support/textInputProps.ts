import type { ChangeEvent, FocusEvent, KeyboardEvent } from 'react';
import { useRef, useState } from 'react';
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
 * A keystroke shows at once, from the widget's own state, and the form takes it after that frame has been painted:
 * re-rendering a long form's every field then no longer holds back the frame that paints the character. The form
 * takes it synchronously then (flushSync), as it did from the key's own event, so no other update is batched with it
 * while the page's values lag RJSF's. Keys typed before then are taken once, as the last text. Leaving the field (the
 * form checks it then), Enter (which submits without leaving it) and leaving or hiding the page hand it over at once.
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
  // What was typed while the form has not taken it yet, and how to hand it over.
  const [typed, setTyped] = useState<string | null>(null);
  const queued = useRef<(() => void) | null>(null);
  // One function for the life of the field, so that the listeners below can be taken off again.
  const [hand] = useState(() => {
    const handOver = () => {
      removeEventListener('pagehide', handOver);
      document.removeEventListener('visibilitychange', handOver);
      const send = queued.current;
      queued.current = null;
      if (send) flushSync(send);
    };
    return handOver;
  });
  return {
    id,
    name: htmlName || name || id,
    className: 'input',
    value: typed ?? value ?? '',
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
      if (!queued.current) {
        // A task posted from the next frame's callback runs once that frame has been painted.
        requestAnimationFrame(() => setTimeout(hand));
        // A page left or hidden before then (a reload, a closed tab, a phone switching apps, where frames stop) hands
        // it over then, so the draft it keeps has the last keystroke.
        addEventListener('pagehide', hand);
        document.addEventListener('visibilitychange', hand);
      }
      queued.current = () => {
        setTyped(null);
        onChange(text === '' ? options.emptyValue : text);
      };
    },
    onBlur: (event: FocusEvent<E>) => {
      hand();
      onBlur(id, event.target.value);
    },
    onFocus: (event: FocusEvent<E>) => onFocus(id, event.target.value),
    onKeyDown: (event: KeyboardEvent<E>) => event.key === 'Enter' && hand(),
    ...widgetAria(props),
  };
}

/** The browser's autofill hint a UI schema gives with `ui:options.autocomplete`. */
export function autocompleteOf(props: RegWidgetProps): string | undefined {
  return typeof props.options.autocomplete === 'string' ? props.options.autocomplete : undefined;
}
