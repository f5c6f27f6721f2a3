// Starts the import's worker thread (ADR 0114): the thread's own TypeScript loader (tsx; a worker
// does not take over its parent's), then the reader, package-read-thread.ts.
import { register } from 'tsx/esm/api';

register();
await import('./package-read-thread.ts');
