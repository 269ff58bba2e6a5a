import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';

/** A component whose code loads after the first paint, with `preload()` to fetch it early. */
export type LazyWidget<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * Renders `Fallback` until the module from `load` has arrived, then the module's component. Unlike React.lazy it
 * renders at once, without Suspense, once the module is loaded, so the code is fetched after the form is on screen
 * and a person can type meanwhile (the comboboxes' downshift and the 250 dialling codes are not needed to start).
 */
export function lazyWidget<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Fallback: ComponentType<P>,
): LazyWidget<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      Loaded = module.default;
    }));

  function Lazy(props: P) {
    const [, setArrived] = useState(Loaded !== undefined);
    useEffect(() => {
      // The module may have arrived between this render and its effect (another instance asked first): show it now.
      if (Loaded) {
        setArrived(true);
        return;
      }
      let mounted = true;
      void preload().then(() => {
        if (mounted) setArrived(true);
      });
      return () => {
        mounted = false;
      };
    }, []);
    const Component = Loaded ?? Fallback;
    return <Component {...props} />;
  }
  return Object.assign(Lazy, { preload });
}
