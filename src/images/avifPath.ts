/** The same path with its extension replaced by .avif ('images/banner.gif' -> 'images/banner.avif'). */
export function avifPath(path: string): string {
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return lastSegment.includes('.') ? path.replace(/\.[^./]*$/, '.avif') : `${path}.avif`;
}
