/** A server process serving the event of a schemas copy (SCHEMAS_DIR), as a test of the engine on other data runs one. */
import { type RunningServer, spawnServer } from '../../../scripts/support/serverProcess';
import type { SchemaCopy } from '../../schemas/helpers/schemaCopy';
import { instants } from './payload';

/**
 * The server of `copy`'s event on `dataDir`: the demo's defaults, its clock in the first fee period, and no CJK font to
 * load (these tests read no Chinese document).
 */
export function schemasCopyServer(copy: SchemaCopy, dataDir: string): Promise<RunningServer> {
  return spawnServer({
    dataDir,
    env: { SCHEMAS_DIR: copy.dir, DEMO: '1', REGISTRATION_CLOCK: instants.earlyBird, INVOICE_FONT: 'none' },
  });
}
