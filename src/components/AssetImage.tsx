import { type ReactNode, useCallback, useState } from 'react';

import { imageSources } from '../images/assetUrl';
import { useHydrated } from '../prerender/useHydrated';

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
  /**
   * Shown instead when neither the AVIF variant nor the original loads (an event whose images are not made yet);
   * without it the browser shows the alt text of a broken image.
   */
  missing?: ReactNode;
}

/** An event image from the asset host: the AVIF variant first, the original if the variant fails to load. */
export default function AssetImage({
  path,
  alt,
  width,
  height,
  priority = false,
  className,
  missing,
}: AssetImageProps) {
  // At build time and while React hydrates that HTML the user agent is unknown (AVIF first, as the HTML has it).
  const userAgent = useHydrated() ? navigator.userAgent : undefined;
  const { preferred, fallback } = imageSources(path, userAgent);
  // Remember which URL failed rather than a flag, so a new `path` starts again from its own AVIF variant.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [missingSrc, setMissingSrc] = useState<string | null>(null);
  const src = failedSrc === preferred ? fallback : preferred;

  // Switch once: if the original fails too, show `missing` (or the broken image's alt) instead of looping.
  const handleError = useCallback(() => {
    if (src !== fallback) setFailedSrc(src);
    else setMissingSrc(src);
  }, [src, fallback]);

  if (missing !== undefined && missingSrc === src) return <>{missing}</>;

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
