// Fallback worker-thread entry, used only when the compiled worker (scripts/build-server.ts)
// cannot be built: loads the TypeScript worker through tsx, which a worker thread does not inherit
// from its parent's loader on Node 20. Costs ~300 MB more peak RSS on a large PDF.
import { register } from 'tsx/esm/api';

register();
await import('./processing-thread.ts');
