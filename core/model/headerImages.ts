/** An image under the event's asset folder, with its intrinsic size (for the width/height attributes). */
export interface AssetImageFile {
  /** Path below {host}/{year}/{project}/, e.g. 'images/banner.gif'. */
  path: string;
  width: number;
  height: number;
}

/** The header images; scripts/generate-images.ts draws them at exactly these sizes. */
export const headerImages = {
  /** Animated key visual, an abstract pharmaceutical-technology motif. */
  banner: { path: 'images/banner.gif', width: 1920, height: 480 },
  /** Square event logo. */
  logo: { path: 'images/logo.png', width: 256, height: 256 },
} as const satisfies Record<string, AssetImageFile>;
