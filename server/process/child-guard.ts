// How a parent starts a child that ends with it (see exit-with-parent.mjs).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../repo-root';

const GUARD = pathToFileURL(path.join(REPO_ROOT, 'server/process/exit-with-parent.mjs')).href;

/**
 * The node arguments and environment that make a child end when this process is gone. A child
 * that leads its own process group (`detached`) takes its group with it.
 */
export function guardedChild(
  env: NodeJS.ProcessEnv,
  options: { detached: boolean },
): { execArgv: string[]; env: NodeJS.ProcessEnv } {
  return {
    execArgv: ['--import', GUARD],
    env: {
      ...env,
      MNEMO_PARENT_PID: String(process.pid),
      MNEMO_PARENT_EXIT: options.detached ? 'group' : 'self',
    },
  };
}
