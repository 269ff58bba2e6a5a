/**
 * Where the event's images are served from, written out by the rule README.md documents ({host}/{year}/{project}/
 * {path}) from schemas/event.json rather than by the code under test, so a test follows the event's year and name.
 */
import { event } from '../../core/model/schemaData';

/** The URL of an asset of the event: '/<year>/<projectName>/images/logo.png', or the same under a host. */
export function eventAsset(path: string, host = ''): string {
  return `${host}/${event.year}/${event.projectName}/${path}`;
}
