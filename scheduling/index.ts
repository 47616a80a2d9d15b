// Review scheduling (FSRS through ts-fsrs), shared by the PWA and the server: the device
// schedules each review at once, offline; the server replays the merged logs with this same code.
export * from './intervals';
export * from './parameters';
export * from './ratings';
export * from './review';
export * from './schedule';
export * from './wire';
