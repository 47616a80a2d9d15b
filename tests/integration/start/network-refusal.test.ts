import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** Runs an entry point with `env` and gives its exit code and output (it must end on its own). */
function run(script: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], {
      cwd: root,
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '', ...env },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('emulator sign-in stays on one’s own computer (issue 18, point 9)', () => {
  it.each(['server/main.ts', 'scripts/start.ts'])(
    '%s refuses HOST=0.0.0.0 with the emulator and says why',
    async (script) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-refusal-'));
      try {
        const { code, output } = await run(script, {
          HOST: '0.0.0.0',
          PORT: '0',
          DATA_DIR: dataDir,
          FIREBASE_PROJECT_ID: '',
        });
        expect(code).toBe(1);
        expect(output).toMatch(/anyone on the network could sign in as anyone/);
        expect(output).toMatch(/ALLOW_EMULATOR_ON_NETWORK=true/);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
