// Chromium for Lighthouse, launched by chrome-launcher (as Lighthouse's own CLI does) on a
// given profile, with no other DevTools client attached: a second client (Playwright) pauses
// and emulates the tabs Lighthouse opens and spoils its trace.
import { launch, type LaunchedChrome } from 'chrome-launcher';
import WebSocket from 'ws';

export function launchChrome(userDataDir: string | false): Promise<LaunchedChrome> {
  return launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    userDataDir,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Sends DevTools commands to a page target of the browser on `port`, then disconnects. */
export async function sendToPage(
  port: number,
  commands: { method: string; params?: object }[],
): Promise<void> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    type: string;
    webSocketDebuggerUrl?: string;
  }[];
  const target = targets.find((t) => t.type === 'page' && t.webSocketDebuggerUrl);
  if (!target?.webSocketDebuggerUrl) throw new Error('no page target to send commands to');
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  try {
    for (const [id, command] of commands.entries()) {
      await new Promise<void>((resolve, reject) => {
        const onMessage = (data: WebSocket.RawData) => {
          const reply = JSON.parse(data.toString()) as { id?: number; error?: { message: string } };
          if (reply.id !== id) return;
          socket.off('message', onMessage);
          if (reply.error) reject(new Error(`${command.method}: ${reply.error.message}`));
          else resolve();
        };
        socket.on('message', onMessage);
        socket.send(JSON.stringify({ id, ...command }));
      });
    }
  } finally {
    socket.close();
  }
}
