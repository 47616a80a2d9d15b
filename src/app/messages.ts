/** Texts of the app shell. */
export const OFFLINE_TEXT = {
  /** Issue 10 point 6: a calm state, not an error. */
  banner: "You're offline — changes are saved on this device and will sync",
  waiting: (n: number) => `${n} ${n === 1 ? 'change' : 'changes'} waiting`,
} as const;
