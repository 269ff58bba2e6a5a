/**
 * What a person typed, picked or ticked in the form painted from the HTML before React took it over. Hydration keeps
 * the DOM as it is but React's state starts from the build's empty form, and the next render would write that back
 * over the person's text. So, once hydrated, each control that differs from the HTML's own value is entered again
 * as events React hears: first its HTML value (so React's record of the DOM value moves off the typed one), then the
 * person's, through the elements' native setters, as a browser's own input does. Only the values change; focus and
 * selection stay where the person left them.
 */
type TextControl = HTMLInputElement | HTMLTextAreaElement;

function setNative<T extends object>(element: T, prototype: T, property: string, value: unknown): void {
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(element, value);
}

function reenterText(control: TextControl, prototype: TextControl): void {
  const typed = control.value;
  for (const value of [control.defaultValue, typed]) {
    setNative(control, prototype, 'value', value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

function reenterChoice(input: HTMLInputElement): void {
  // A plain 'click' Event, unlike a mouse click, changes nothing itself: React then reads the HTML's state.
  setNative(input, HTMLInputElement.prototype, 'checked', input.defaultChecked);
  input.dispatchEvent(new Event('click', { bubbles: true }));
  input.click();
}

/** Enters again, as events, every edit made to the controls inside `root` before the page's scripts ran. */
export function replayEarlyEdits(root: ParentNode): void {
  for (const control of root.querySelectorAll('input, textarea, select')) {
    if (control instanceof HTMLSelectElement) {
      const chosen = [...control.options].some((option) => option.selected !== option.defaultSelected);
      if (chosen) control.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (control instanceof HTMLTextAreaElement) {
      if (control.value !== control.defaultValue) reenterText(control, HTMLTextAreaElement.prototype);
    } else if (control instanceof HTMLInputElement) {
      if (control.type === 'checkbox') {
        if (control.checked !== control.defaultChecked) reenterChoice(control);
      } else if (control.type === 'radio') {
        // The radio picked: the one the person left, if any, is heard as unpicked with it.
        if (control.checked && !control.defaultChecked) reenterChoice(control);
      } else if (control.value !== control.defaultValue) {
        reenterText(control, HTMLInputElement.prototype);
      }
    }
  }
}
