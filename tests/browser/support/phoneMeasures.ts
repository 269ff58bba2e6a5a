/**
 * Measures of a page as a phone shows it, taken in the page with getBoundingClientRect: what sticks out sideways,
 * which amounts break across lines, and which touch targets are smaller than 44 x 44 css px.
 */
import type { Page } from 'playwright-core';

/** An element as a reader would name it in a failure: its role, its name and its size. */
export interface Measured {
  role: string;
  name: string;
  width: number;
  height: number;
}

/**
 * Elements reaching past the viewport's sides, and boxes that clip their content sideways, unless a scroll container
 * that a keyboard can reach (tabindex=0) and that has a name holds them; the document's own sideways scroll first.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > viewport)
      found.push(`the document scrolls sideways: ${document.documentElement.scrollWidth} px in ${viewport} px`);
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className)}"` : ''}>`;
    const announcedScroller = (element: Element) =>
      element.getAttribute('tabindex') === '0' &&
      Boolean(element.getAttribute('aria-label') || element.getAttribute('aria-labelledby'));
    const insideAnnouncedScroller = (element: Element) => {
      for (let at = element.parentElement; at; at = at.parentElement) if (announcedScroller(at)) return true;
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      // A box that hides part of its content sideways (a cut column), unless it announces that it scrolls.
      if (style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1 && !announcedScroller(element))
        found.push(
          `${describe(element)} cuts its content: ${element.scrollWidth} px shown in ${element.clientWidth} px`,
        );
      if ((box.right > viewport + 0.5 || box.left < -0.5) && !insideAnnouncedScroller(element))
        found.push(`${describe(element)} reaches ${Math.round(box.left)}..${Math.round(box.right)} px of ${viewport}`);
    }
    return found;
  });
}

/** The text of each amount of the active fee grid, with how many lines it takes (a range's distinct line boxes). */
export function amountLines(page: Page): Promise<{ text: string; lines: number }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.fee-grid:not(.fee-grid--inactive) .fee-cell__label > span')].map((span) => {
      const range = document.createRange();
      range.selectNodeContents(span);
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((r) => Math.round(r.top)));
      return { text: span.textContent ?? '', lines: tops.size };
    }),
  );
}

/**
 * Every touch target a person can use (links, buttons, enabled form controls, comboboxes) with its hit area: the
 * element's own box or that of its label, whichever is larger, since pressing the label works the control.
 */
export function touchTargets(page: Page): Promise<Measured[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="combobox"], [role="option"]';
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return (
        !(element as HTMLInputElement).disabled && style.visibility !== 'hidden' && box.width > 0 && box.height > 0
      );
    });
    const labelsOf = (element: HTMLElement) =>
      'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
    const nameOf = (element: HTMLElement) => {
      const labelledBy = element.getAttribute('aria-labelledby');
      const named =
        element.getAttribute('aria-label') ??
        (labelledBy ? document.getElementById(labelledBy.split(' ')[0] ?? '')?.textContent : undefined) ??
        labelsOf(element)[0]?.textContent ??
        element.textContent;
      return (named ?? '').replace(/\s+/g, ' ').trim();
    };
    const roleOf = (element: HTMLElement) => {
      const role = element.getAttribute('role');
      if (role) return role;
      if (element instanceof HTMLAnchorElement) return 'link';
      if (element instanceof HTMLInputElement)
        return element.type === 'radio' || element.type === 'checkbox' ? element.type : 'textbox';
      return element.tagName.toLowerCase();
    };
    return controls.map((element) => {
      const boxes = [element, ...labelsOf(element)].map((box) => box.getBoundingClientRect());
      const largest = boxes.reduce((best, box) => (box.width * box.height > best.width * best.height ? box : best));
      return {
        role: roleOf(element),
        name: nameOf(element),
        width: Math.round(largest.width * 10) / 10,
        height: Math.round(largest.height * 10) / 10,
      };
    });
  });
}
