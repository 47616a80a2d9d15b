// A book through the running server, as a student uploads it: a fresh server started as
// `npm start` starts it (the compiled dist-server/main.mjs, MALLOC_ARENA_MAX=2, SQLite, one job
// at a time), one upload, polled until "processed". Time is from the upload's answer to the
// status "processed" (the job's worker threads start after the answer: start-up included);
// peak RSS is the server process's high-water mark (VmHWM: the server with its job threads, all
// in that one process). The bench waits for "processed" as the app does, on the user's socket
// (`file_processed`), so the server serves no polling meanwhile. Raw pdf.js extraction of the same file (./child.ts raw, a fresh process)
// runs in turn with each upload, so the ratio is taken within the same spell of the machine.
// BENCH_SERVER_BASELINE=/elsewhere/dist-server/main.mjs uploads to that compiled server too, in
// turn (an A/B against another checkout in the same run). BENCH_TIMELINE=1 starts the servers
// with LOG_LEVEL=debug and prints each upload's job timeline (server/jobs/job-timeline.ts): the
// steps as ms after the upload was answered, and the CPU of each thread.
// BENCH_SERVER_BASELINE_V8_FLAGS='…' (`none`: V8's defaults) makes the baseline this same compiled
// server with PROCESSING_V8_FLAGS set so: an A/B of the job threads' V8 flags in the same run.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { startAuthEmulator } from '../../../server/auth/emulator';
import type { TimelineReport } from '../../../server/jobs/job-timeline';
import { guardedChild } from '../../../server/process/child-guard';
import { registerTestUser, signUpTestUser, type TestUser } from '../../helpers/emulator';
import { waitFor } from '../server';
import type { CompiledBench } from './compiled';
import { median, run } from './stats';

const EMULATOR_PORT = Number(process.env.BENCH_EMULATOR_PORT ?? 9596);
const SERVER_PORT = Number(process.env.BENCH_SERVER_PORT ?? 8317);
const BASELINE_V8_FLAGS = process.env.BENCH_SERVER_BASELINE_V8_FLAGS;
const BASELINE = process.env.BENCH_SERVER_BASELINE ?? '';
/** Whether a baseline server is uploaded to in turn. */
const HAS_BASELINE = BASELINE !== '' || BASELINE_V8_FLAGS !== undefined;
const TIMELINE = process.env.BENCH_TIMELINE === '1';

export interface ServerPathFigures {
  name: string;
  raw_s: number;
  server_s: number;
  ratio_to_raw: number;
  server_peak_rss_mb: number;
  /** The server process's CPU seconds (every thread) from the upload to "processed", over raw's. */
  cpu_ratio_to_raw: number;
  runs: number;
  /** With BENCH_SERVER_BASELINE: the other server's median seconds and peak, in the same turns. */
  baseline_s?: number;
  baseline_ratio_to_raw?: number;
  baseline_peak_rss_mb?: number;
  baseline_cpu_ratio_to_raw?: number;
}

/** One upload: seconds to "processed", the server's peak MB and its CPU seconds over the upload. */
interface Upload {
  seconds: number;
  peakMb: number;
  cpuSeconds: number;
}

/** A started server and the job timelines it logged. */
interface BenchServer {
  child: ChildProcess;
  timelines: TimelineReport[];
}

function startCompiledServer(
  serverScript: string,
  env: Record<string, string>,
  repoRoot: string,
  baseline: boolean,
): BenchServer {
  const guard = guardedChild(
    {
      ...process.env,
      LOG_LEVEL: TIMELINE ? 'debug' : 'warn',
      PROCESSING_CONCURRENCY: '1',
      RATE_LIMIT_PER_MINUTE: '100000000',
      MALLOC_ARENA_MAX: '2',
      ...(baseline && BASELINE_V8_FLAGS !== undefined
        ? { PROCESSING_V8_FLAGS: BASELINE_V8_FLAGS }
        : {}),
      ...env,
    },
    { detached: false },
  );
  // BENCH_SERVER_NODE_ARGS: node flags for the server, e.g. --cpu-prof --cpu-prof-dir=/tmp/prof;
  // BENCH_SERVER_BASELINE_NODE_ARGS, the baseline's (the same by default), to A/B a flag.
  const flags = baseline
    ? (process.env.BENCH_SERVER_BASELINE_NODE_ARGS ?? process.env.BENCH_SERVER_NODE_ARGS)
    : process.env.BENCH_SERVER_NODE_ARGS;
  const nodeArgs = (flags ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...guard.execArgv, ...nodeArgs, serverScript], {
    cwd: repoRoot,
    env: guard.env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const timelines: TimelineReport[] = [];
  let pending = '';
  child.stderr?.on('data', (data: Buffer) => {
    pending += data.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('job timeline '))
        timelines.push(JSON.parse(line.slice('job timeline '.length)) as TimelineReport);
      else process.stderr.write(`${line}\n`);
    }
  });
  return { child, timelines };
}

/** A job's timeline as ms after `answeredAt` (epoch ms), one line per step, and its CPU. */
function printTimeline(name: string, answeredAt: number, timeline: TimelineReport): void {
  const steps = timeline.marks.map((m) => `${m.step} ${Math.round(m.at - answeredAt)}`);
  console.log(`  ${name} timeline (ms after the upload was answered): ${steps.join(', ')}`);
  const cpu = Object.entries(timeline.cpuMs).map(([thread, ms]) => `${thread} ${ms ?? '?'}`);
  console.log(`  ${name} CPU ms per thread over the job: ${cpu.join(', ')}`);
}

/** CPU seconds the process has used so far, all its threads (utime + stime). */
function processCpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at the state, field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

/** The process's peak resident set so far (VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmHWM:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** What the user's socket announced of the upload: each status when first seen (ms), the end. */
interface SocketWatch {
  seen: Record<string, number>;
  /** Resolves with 'processed' or 'failed' and the time it arrived (performance.now()). */
  outcome: Promise<{ status: string; at: number }>;
  close(): void;
}

/** The user's socket, signed in (resolves once the server says `authenticated`). */
async function watchSocket(base: string, user: TestUser): Promise<SocketWatch> {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/ws/${user.uid}`);
  const seen: Record<string, number> = {};
  let end: (value: { status: string; at: number }) => void = () => undefined;
  const outcome = new Promise<{ status: string; at: number }>((resolve) => (end = resolve));
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token: user.idToken })));
    ws.on('message', (data: Buffer) => {
      const at = performance.now();
      const message = JSON.parse(data.toString()) as {
        event: string;
        data?: { status?: string };
      };
      if (message.event === 'authenticated') resolve();
      const status =
        message.event === 'file_processed'
          ? 'processed'
          : message.event === 'file_status_update'
            ? message.data?.status
            : undefined;
      if (!status) return;
      seen[status] ??= at;
      if (status === 'processed' || status === 'failed') end({ status, at });
    });
  });
  return { seen, outcome, close: () => ws.close() };
}

/** One upload to a fresh server: seconds from the upload's answer to "processed", peak MB. */
async function uploadOnce(
  file: string,
  serverScript: string,
  emulatorUrl: string,
  repoRoot: string,
  baseline = false,
): Promise<Upload> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-bench-server-'));
  const base = `http://127.0.0.1:${SERVER_PORT}`;
  const { child: server, timelines } = startCompiledServer(
    serverScript,
    {
      HOST: '127.0.0.1',
      PORT: String(SERVER_PORT),
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'none'),
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${EMULATOR_PORT}`,
    },
    repoRoot,
    baseline,
  );
  try {
    await waitFor(`${base}/healthz`, 60_000);
    const user = await registerTestUser(base, await signUpTestUser(emulatorUrl));
    const socket = await watchSocket(base, user);
    const cpuBefore = processCpuSeconds(server.pid ?? 0);
    const fd = new FormData();
    fd.append('files', new Blob([fs.readFileSync(file)]), path.basename(file));
    const res = await fetch(`${base}/api/v1/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.idToken}` },
      body: fd,
    });
    if (!res.ok) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    const started = performance.now();
    const answeredAt = performance.timeOrigin + started;
    const { status, at } = await socket.outcome;
    socket.close();
    const seconds = (at - started) / 1000;
    if (process.env.BENCH_VERBOSE) {
      const seen = Object.entries(socket.seen).map(([s, t]) => `${s} ${Math.round(t - started)}`);
      console.log(path.basename(file), seen.join(', '), seconds);
    }
    if (status !== 'processed') throw new Error(`${path.basename(file)} failed on the server`);
    const peakMb = peakRssMb(server.pid ?? 0);
    const cpuSeconds = processCpuSeconds(server.pid ?? 0) - cpuBefore;
    if (TIMELINE) {
      // The timeline is logged once the job is completed, just after "processed".
      const deadline = Date.now() + 5000;
      while (timelines.length === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      const timeline = timelines[0];
      const label = `${path.basename(file)} on ${path.relative(process.cwd(), serverScript)}${baseline ? ' (baseline)' : ''}`;
      if (timeline) printTimeline(label, answeredAt, timeline);
      console.log(`  ${label}: "processed" seen at ${Math.round(seconds * 1000)} ms`);
    }
    return { seconds, peakMb, cpuSeconds };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const round = (x: number, digits = 2): number => Math.round(x * 10 ** digits) / 10 ** digits;

export async function benchServerPath(
  docs: readonly { name: string; file: string }[],
  compiled: CompiledBench & { server: string },
  repoRoot: string,
  runs: number,
): Promise<ServerPathFigures[]> {
  const emulator = startAuthEmulator({
    host: '127.0.0.1',
    port: EMULATOR_PORT,
    projectId: 'demo-mnemo',
    workDir: path.join(os.tmpdir(), `mnemo-bench-emulator-${EMULATOR_PORT}`),
  });
  try {
    await emulator.ready;
    const figures: ServerPathFigures[] = [];
    for (const doc of docs) {
      const raw: number[] = [];
      const rawCpu: number[] = [];
      const uploads: Upload[] = [];
      const baseline: Upload[] = [];
      for (let i = 0; i < runs; i += 1) {
        const out = await run(process.execPath, [compiled.child, 'raw', doc.file], repoRoot);
        const measured = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as {
          seconds: number;
          cpuSeconds: number;
        };
        raw.push(measured.seconds);
        rawCpu.push(measured.cpuSeconds);
        // Which server goes first alternates, so neither always meets the machine's same spell.
        const ours = () => uploadOnce(doc.file, compiled.server, emulator.url, repoRoot);
        const theirs = () =>
          BASELINE
            ? uploadOnce(doc.file, BASELINE, emulator.url, path.resolve(BASELINE, '..', '..'), true)
            : uploadOnce(doc.file, compiled.server, emulator.url, repoRoot, true);
        if (HAS_BASELINE && i % 2 === 1) baseline.push(await theirs());
        uploads.push(await ours());
        if (HAS_BASELINE && i % 2 === 0) baseline.push(await theirs());
      }
      const rawS = median(raw);
      const serverS = median(uploads.map((u) => u.seconds));
      figures.push({
        name: doc.name,
        raw_s: round(rawS),
        server_s: round(serverS),
        ratio_to_raw: round(serverS / rawS),
        server_peak_rss_mb: round(median(uploads.map((u) => u.peakMb)), 0),
        cpu_ratio_to_raw: round(median(uploads.map((u) => u.cpuSeconds)) / median(rawCpu)),
        runs,
        ...(HAS_BASELINE
          ? {
              baseline_s: round(median(baseline.map((u) => u.seconds))),
              baseline_ratio_to_raw: round(median(baseline.map((u) => u.seconds)) / rawS),
              baseline_peak_rss_mb: round(median(baseline.map((u) => u.peakMb)), 0),
              baseline_cpu_ratio_to_raw: round(
                median(baseline.map((u) => u.cpuSeconds)) / median(rawCpu),
              ),
            }
          : {}),
      });
    }
    return figures;
  } finally {
    await emulator.stop();
  }
}
