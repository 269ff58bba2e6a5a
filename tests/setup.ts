import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom has no layout: scrolling is recorded, not performed. Node-environment suites (server, browser) have no window.
if (typeof window !== 'undefined') window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// The searchable selects load after the first paint in the browser; rendering tests start with their code in place.
if (typeof window !== 'undefined') {
  const { DiallingCodeComboboxWidget, RegionComboboxWidget } = await import('../widgets');
  await Promise.all([RegionComboboxWidget.preload(), DiallingCodeComboboxWidget.preload()]);
}
