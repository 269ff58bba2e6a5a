// A worker thread does not inherit the main thread's TypeScript loader (Node 20): register it, then run the worker.
import { register } from 'tsx/esm/api';

register();
await import('./documentWorker.ts');
