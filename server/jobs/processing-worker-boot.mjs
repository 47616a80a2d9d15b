// Worker-thread entry: loads the TypeScript worker through tsx, which a worker thread does not
// inherit from its parent's loader on Node 20.
import { register } from 'tsx/esm/api';

register();
await import('./processing-worker.ts');
