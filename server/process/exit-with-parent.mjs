// A child of `npm start` ends when the process that started it is gone, even when that parent was
// killed with SIGKILL and had no chance to stop it (the Auth emulator runs in a process group of
// its own, so nothing else would end it). Plain JavaScript: `node --import` loads it into the
// emulator, which runs without tsx. A child started with MNEMO_PARENT_PID set runs the guard by
// itself; scripts/start.ts calls exitWithParent for its own parent.
import { isMainThread, Worker } from 'node:worker_threads';

const POLL_MS = 500;
const KILL_AFTER_MS = 5000;

/**
 * Calls `stop` once this process's parent is no longer `parentPid` (the process was re-parented
 * because its parent died), then `kill` if the process still runs KILL_AFTER_MS later.
 * @param {() => void} stop
 * @param {() => void} kill
 * @param {number} parentPid
 */
export function exitWithParent(stop, kill, parentPid = process.ppid) {
  const poll = setInterval(() => {
    if (process.ppid === parentPid) return;
    clearInterval(poll);
    stop();
    setTimeout(kill, KILL_AFTER_MS).unref();
  }, POLL_MS);
  poll.unref();
}

// The child's watch runs on a thread of its own: the emulator's main thread can be busy for
// many seconds while it starts, and the watch must not wait for it.
const WATCH = `
const { workerData } = require('node:worker_threads');
const { parentPid, group, pollMs, killAfterMs } = workerData;
const target = group ? -process.pid : process.pid;
const signal = (name) => {
  try {
    process.kill(target, name);
  } catch {}
};
const poll = setInterval(() => {
  if (process.ppid === parentPid) return;
  clearInterval(poll);
  signal('SIGTERM');
  setTimeout(() => signal('SIGKILL'), killAfterMs);
}, pollMs);
`;

const parentPid = Number(process.env.MNEMO_PARENT_PID);
if (isMainThread && parentPid > 0) {
  const group = process.env.MNEMO_PARENT_EXIT === 'group';
  const watch = new Worker(WATCH, {
    eval: true,
    workerData: { parentPid, group, pollMs: POLL_MS, killAfterMs: KILL_AFTER_MS },
  });
  watch.unref();
}
