// A worker thread does not inherit the main thread's TypeScript loader nor its resolve hooks (Node 20): register both,
// tsx first and then the event's schemas folder (a hook registered later runs first), so that `@schemas/` names the
// folder SCHEMAS_DIR names here too, not schemas/ by tsconfig's paths. Then run the worker.
import { register } from 'tsx/esm/api';

register();
await import('../boot/registerSchemasFolder.mjs');
await import('./documentWorker.ts');
