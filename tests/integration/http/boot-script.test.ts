import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

const BOOT = '(function () { document.documentElement.classList.add("booted"); })();';

describe("the built page's boot script under the CSP", () => {
  let server: TestServer;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-static-'));
    fs.writeFileSync(
      path.join(staticDir, 'index.html'),
      `<!doctype html><title>Mnemo</title><div id="root"><script type="application/ld+json">{}</script></div><script data-boot>${BOOT}</script>`,
    );
    server = await startTestServer('sqlite', { STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('allows exactly the inline scripts of index.html, by hash, on every response', async () => {
    const hash = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;
    for (const url of ['/', '/api/v1/client-config']) {
      const res = await server.app.inject({ url });
      const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']));
      expect(scriptSrc?.[1]?.split(' ')).toContain(hash);
      expect(scriptSrc?.[1]).not.toContain("'unsafe-inline'");
      expect(scriptSrc?.[1]?.match(/'sha256-/g)).toHaveLength(1);
    }
  });
});
