import { useCallback, useState, useSyncExternalStore } from 'react';

import { imageSources } from '../images/assetUrl';

export interface AssetImageProps {
  /** Path below {host}/{year}/{project}/, e.g. 'images/banner.gif'. */
  path: string;
  /** Text alternative; '' for a decorative image. */
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the image arrives. */
  width: number;
  height: number;
  /** An above-the-fold image the page should fetch first (the banner). */
  priority?: boolean;
  className?: string;
}

// The user agent never changes while the page is open: nothing to subscribe to.
const unchanging = () => () => {};
const browserUserAgent = () => navigator.userAgent;
// At build time and while React hydrates that HTML, the user agent is unknown: the first render then matches the
// prerendered page, and React renders again with the browser's own right after (useSyncExternalStore does that).
const unknownUserAgent = () => undefined;

/** An event image from the asset host: the AVIF variant first, the original if the variant fails to load. */
export default function AssetImage({ path, alt, width, height, priority = false, className }: AssetImageProps) {
  const userAgent = useSyncExternalStore(unchanging, browserUserAgent, unknownUserAgent);
  const { preferred, fallback } = imageSources(path, userAgent);
  // Remember which URL failed rather than a flag, so a new `path` starts again from its own AVIF variant.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = failedSrc === preferred ? fallback : preferred;

  // Switch once: if the original fails too, leave it broken (showing the alt) instead of looping.
  const handleError = useCallback(() => {
    if (src !== fallback) setFailedSrc(src);
  }, [src, fallback]);

  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      onError={handleError}
    />
  );
}
