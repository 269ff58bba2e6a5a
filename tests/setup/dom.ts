import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

afterEach(() => {
  cleanup();
});

// The DOM files share one window per worker (scripts/testKinds.ts): each file starts with no storage or cookie that
// an earlier file left, as it would in a fresh browser tab.
beforeAll(() => {
  if (typeof window === 'undefined') return;
  window.sessionStorage.clear();
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

// findBy* and waitFor wait for a condition; a second is too short on a busy 2-core machine, where a lazy chunk or a
// re-render can take longer. A passing test waits no longer for it.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout: scrolling is recorded, not performed. Node-environment suites (server, browser) have no window.
if (typeof window !== 'undefined') window.scrollTo = vi.fn();

// The searchable selects load after the first paint in the browser; rendering tests start with their code in place.
if (typeof window !== 'undefined') {
  const lazy = await import('../../widgets');
  await Promise.all(
    [lazy.RegionComboboxWidget, lazy.DiallingCodeComboboxWidget, lazy.CheckboxesWidget, lazy.TextareaWidget].map(
      (widget) => widget.preload(),
    ),
  );
}

// The validator and the region list arrive just after the form in the browser; rendering tests start with them.
if (typeof window !== 'undefined') {
  const { diallingList, formValidator, regionList } = await import('../../src/form/lazyData');
  await Promise.all([formValidator.load(), regionList.load(), diallingList.load()]);
}
