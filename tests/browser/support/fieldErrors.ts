/** A field's error as a person meets it: its text, where it stands, and whether the control points at it. */
import type { Page } from 'playwright-core';

export interface ShownError {
  /** The text beneath the field, '' when there is none. */
  text: string;
  /** Pixels from the bottom of the control to the top of the message; negative when the message is not beneath it. */
  gapBelow: number;
  /** Whether the control's aria-describedby names the message. */
  describedByControl: boolean;
}

/**
 * The error shown for the control `controlId` (under the id `<errorOf>__error`). `boxSelector`, when given, is the
 * element the message must stand beneath instead of the control itself (a radio group's grid or fieldset).
 */
export function shownError(page: Page, controlId: string, errorOf: string, boxSelector?: string): Promise<ShownError> {
  return page.evaluate(
    ({ controlId, errorOf, boxSelector }) => {
      const control = document.getElementById(controlId);
      const error = document.getElementById(`${errorOf}__error`);
      const box = boxSelector ? document.querySelector(boxSelector) : control;
      if (!control || !error || !box) return { text: '', gapBelow: Number.NaN, describedByControl: false };
      const visible = error.getClientRects().length > 0;
      return {
        text: visible ? (error.textContent ?? '') : '',
        gapBelow: error.getBoundingClientRect().top - box.getBoundingClientRect().bottom,
        describedByControl: (control.getAttribute('aria-describedby') ?? '').split(/\s+/).includes(error.id),
      };
    },
    { controlId, errorOf, boxSelector },
  );
}
