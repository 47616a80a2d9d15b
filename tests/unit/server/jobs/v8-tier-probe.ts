// Run by v8-tiering.test.ts in a child process (`node --allow-natives-syntax
// --no-concurrent-recompilation --trace-turbo-inlining --import tsx`): in a worker thread started
// after `tuned` set the job threads' V8 flags (or at V8's defaults without it), TurboFan
// optimizes a function that calls a 70-byte function six times; the trace says what it inlined.
import { Worker } from 'node:worker_threads';
import { tuneV8ForJobs } from '../../../../server/jobs/v8-tiering';

if (process.argv[2] === 'tuned') tuneV8ForJobs();

const probe = `
const { parentPort } = require('node:worker_threads');
function callee(a) {
  let s = 0;
  for (let i = 0; i < 8; i++) { s += (a * i) % 7; s ^= i << 2; s += a > i ? 3 : 5; }
  return s;
}
function caller(x) {
  return callee(x) + callee(x + 1) + callee(x + 2) + callee(x + 3) + callee(x + 4) + callee(x + 5);
}
// Once the main thread is idle, so no trace line of its own interleaves with these.
setTimeout(() => {
  new Function('f', '%PrepareFunctionForOptimization(f); f(1); f(2); %OptimizeFunctionOnNextCall(f); f(3);')(caller);
  parentPort.postMessage('done');
}, 200);
`;
// Without the parent's --import tsx: the thread runs the probe alone.
const worker = new Worker(probe, { eval: true, execArgv: [] });
worker.once('message', () => void worker.terminate());
