// The scheduler for the service worker's build, which bundles everything in one script (see
// scheduler-source.ts, which vite.config.ts replaces with this module there).
import * as scheduling from '../../../scheduling';

export const importScheduler = () => Promise.resolve(scheduling);
