// The launched server sets the job threads' V8 flags before its first job (server/jobs/
// v8-tiering.ts; their effect on a worker thread is tested in tests/unit/server/jobs/) and says
// which; PROCESSING_V8_FLAGS=none keeps V8's defaults.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOB_V8_FLAGS } from '../../../server/jobs/v8-tiering';

const root = path.resolve(import.meta.dirname, '../../..');

/** Starts server/main.ts, resolves with its output once it says it is running, and stops it. */
function bootOutput(env: Record<string, string>): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-v8-flags-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...env },
  });
  return new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes('Mnemo is running at')) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('exit', () => {
      clearTimeout(timer);
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve(output);
    });
  });
}

describe('the server launches its job threads with V8 flags of their own', () => {
  it("sets Mnemo's flags by default", async () => {
    const output = await bootOutput({});
    expect(output).toContain('Mnemo is running at');
    expect(output).toContain(`V8 flags for the job threads: ${JOB_V8_FLAGS.join(' ')}\n`);
  }, 70_000);

  it("keeps V8's defaults with PROCESSING_V8_FLAGS=none", async () => {
    const output = await bootOutput({ PROCESSING_V8_FLAGS: 'none' });
    expect(output).toContain('Mnemo is running at');
    expect(output).toContain("V8 flags for the job threads: (V8's defaults)\n");
  }, 70_000);
});
