// `npm run auth-emulator`: the Firebase Auth emulator alone, for deployments that run it as a
// service of its own (compose.yaml) instead of as a child of `npm start`. Listens on
// HOST:AUTH_EMULATOR_PORT (hub and logging on the two ports after it); Ctrl-C or SIGTERM stop it.
import path from 'node:path';
import { startAuthEmulator } from '../server/auth/emulator';
import { loadConfigOrExit } from '../server/config';

const config = loadConfigOrExit();
const port = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const emulator = startAuthEmulator({
  host: config.host,
  port,
  projectId: config.firebase.projectId,
  workDir: path.join(config.dataDir, 'auth-emulator'),
  log: (line) => console.log(`[auth emulator] ${line}`),
});
emulator.ready.then(
  () => console.log(`Firebase Auth emulator ready on ${config.host}:${port}`),
  (error: unknown) => {
    console.error(String(error));
    process.exit(1);
  },
);
const stop = () => void emulator.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
