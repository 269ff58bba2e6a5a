import { fieldId } from '../../widgets/support/fieldIds';

/** Space kept above a field scrolled into view, clear of the top of the window (spec section 9). */
export const SCROLL_OFFSET_PX = 120;

/** The element that takes focus for a field: for the fee, the first radio that can be chosen in the active grid. */
export function focusTargetOf(field: string, root: ParentNode = document): HTMLElement | null {
  if (field === 'feeCategory') {
    const active = root.querySelector('fieldset[data-period]:not([disabled])');
    const radio =
      active?.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)') ??
      active?.querySelector<HTMLInputElement>('input[type="radio"]');
    if (radio) return radio;
  }
  return root.querySelector<HTMLElement>(`#${fieldId(field)}`);
}

/** Scrolls smoothly so the element stands SCROLL_OFFSET_PX below the top, then focuses it without a second jump. */
export function scrollToAndFocus(element: HTMLElement): void {
  const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  element.focus({ preventScroll: true });
}
