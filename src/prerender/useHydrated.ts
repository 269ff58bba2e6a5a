import { useSyncExternalStore } from 'react';

// Nothing to subscribe to: the answer only changes from the build's render (and hydration) to the browser's own.
const unchanging = () => () => {};
const inBrowser = () => true;
const atBuild = () => false;

/**
 * False while the page is rendered at build time and while React hydrates that HTML, true from the render right after
 * hydration on (and at once on a page React renders itself). What differs between the two (the user agent, a control
 * that needs the page's code to work) reads it, so hydration finds the build's HTML and React renders again at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(unchanging, inBrowser, atBuild);
}
