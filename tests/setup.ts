import { afterEach, vi } from 'vitest';

// Node-environment suites (server, browser, rules) have no window and render nothing: they skip what follows, which
// would cost each of them React, the testing libraries, the widgets and the form's data for nothing.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });

  // findBy* and waitFor wait for a condition; a second is too short on a busy 2-core machine, where a lazy chunk or a
  // re-render can take longer. A passing test waits no longer for it.
  configure({ asyncUtilTimeout: 10_000 });

  // jsdom has no layout: scrolling is recorded, not performed.
  window.scrollTo = vi.fn();

  // The searchable selects load after the first paint in the browser; rendering tests start with their code in place.
  const lazy = await import('../widgets');
  await Promise.all(
    [lazy.RegionComboboxWidget, lazy.DiallingCodeComboboxWidget, lazy.CheckboxesWidget, lazy.TextareaWidget].map(
      (widget) => widget.preload(),
    ),
  );

  // The validator and the region list arrive just after the form in the browser; rendering tests start with them.
  const { diallingList, formValidator, regionList } = await import('../src/form/lazyData');
  await Promise.all([formValidator.load(), regionList.load(), diallingList.load()]);
}
