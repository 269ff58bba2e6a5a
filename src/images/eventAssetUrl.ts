/** The address of an event image under `host`: {host}/{year}/{project}/{path}; host '' is the site's own origin root. */
export function eventAssetUrl(host: string, event: { year: number; projectName: string }, path: string): string {
  const base = host.replace(/\/+$/, '');
  return `${base}/${event.year}/${event.projectName}/${path.replace(/^\/+/, '')}`;
}
