// Where the page gets the scheduler's code (ts-fsrs): a chunk of its own, imported on the first
// replay or review rather than with the outbox at start. The service worker's build replaces
// this module with scheduler-bundled.ts (vite.config.ts): a classic worker script has no
// import(), and Vite's preload helper for one would not even parse there.
export const importScheduler = () => import('../../../scheduling');
