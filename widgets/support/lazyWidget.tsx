import type { ComponentType } from 'react';
import { useSyncExternalStore } from 'react';

/** A component whose code loads after the first paint, with `preload()` to fetch it early. */
export type LazyWidget<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * Renders `Fallback` until the module from `load` has arrived, then the module's component. Unlike React.lazy it
 * renders at once, without Suspense, once the module is loaded, so the code is fetched after the form is on screen
 * and a person can type meanwhile (the comboboxes' downshift and the 250 dialling codes are not needed to start).
 * The page rendered at build time holds `Fallback`: while React hydrates it, `Fallback` is rendered too, even when
 * the module came first, and the module's component right after (useSyncExternalStore's server snapshot).
 */
export function lazyWidget<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Fallback: ComponentType<P>,
): LazyWidget<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const preload = () =>
    (pending ??= load().then((module) => {
      Loaded = module.default;
      for (const listener of listeners) listener();
    }));
  // Subscribing is what asks for the module: it loads once the widget is on screen, not before.
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    void preload();
    return () => listeners.delete(listener);
  };
  const arrived = () => Loaded !== undefined;
  const notYet = () => false;

  function Lazy(props: P) {
    const Component = useSyncExternalStore(subscribe, arrived, notYet) && Loaded ? Loaded : Fallback;
    return <Component {...props} />;
  }
  return Object.assign(Lazy, { preload });
}
