// What `zod` is in the browser builds (vite.config.ts aliases it here). Zod compiles object
// parsers with `new Function` unless told not to, and probes for that ability when the first
// object schema is made; under the page's CSP (no 'unsafe-eval') the probe is reported as a
// violation. Set before any schema is made: this module runs before every module importing zod.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
