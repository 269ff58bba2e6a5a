/** The built files kept beside their brotli and gzip copies: text. Images (AVIF, GIF, PNG) are compressed already. */
export const compressibleFile = /\.(?:js|mjs|css|html|svg|json)$/;

/** Whether a served file (the original or its `.br`/`.gz` copy) has compressed variants, so its answer varies by Accept-Encoding. */
export function hasCompressedVariants(path: string): boolean {
  return compressibleFile.test(path.replace(/\.(?:br|gz)$/, ''));
}
