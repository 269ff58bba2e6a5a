import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom has no layout: scrolling is recorded, not performed. Node-environment suites (server, browser) have no window.
if (typeof window !== 'undefined') window.scrollTo = vi.fn();

// The searchable selects load after the first paint in the browser; rendering tests start with their code in place.
if (typeof window !== 'undefined') {
  const lazy = await import('../widgets');
  await Promise.all(
    [lazy.RegionComboboxWidget, lazy.DiallingCodeComboboxWidget, lazy.CheckboxesWidget, lazy.TextareaWidget].map(
      (widget) => widget.preload(),
    ),
  );
}

// The validator and the region list arrive just after the form in the browser; rendering tests start with them.
if (typeof window !== 'undefined') {
  const { diallingList, formValidator, regionList } = await import('../src/form/lazyData');
  await Promise.all([formValidator.load(), regionList.load(), diallingList.load()]);
}
