/** Calls `stop` once this process's parent is no longer `parentPid`, then `kill` if it still runs. */
export function exitWithParent(stop: () => void, kill: () => void, parentPid?: number): void;
