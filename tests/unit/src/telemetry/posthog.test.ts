// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { flushAnalytics, identify, track, trackClick } from '../../../../src/telemetry/analytics';
import { setupTelemetry } from '../../../../src/telemetry/setup';

type Batch = { api_key: string; batch: { event: string; properties: Record<string, unknown> }[] };

// A local stand-in of PostHog: records every request; the batch endpoint accepts.
const requests: { path: string; body: string }[] = [];
let server: Server;
let host: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', body });
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.end('{"status":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it("sends posthog-js's events through our queue to the batch endpoint, with the plan 'standard'", async () => {
  await setupTelemetry({ posthogKey: 'phc_local', posthogHost: host, sentryDsn: null });
  identify('user-1', { email: 'a@example.com' });
  track('page_view', { path: '/chat' });
  trackClick('logout', 'chat');
  await flushAnalytics();
  const batches = requests
    .filter((r) => r.path.startsWith('/batch/'))
    .map((r) => JSON.parse(r.body) as Batch);
  const events = batches.flatMap((b) => b.batch);
  expect(batches.every((b) => b.api_key === 'phc_local')).toBe(true);
  const pageView = events.find((e) => e.event === 'page_view');
  expect(pageView?.properties).toMatchObject({ path: '/chat', plan: 'standard' });
  expect(typeof pageView?.properties.session_id).toBe('string');
  expect(events.find((e) => e.event === 'button_click')?.properties).toMatchObject({
    button: 'logout',
    section: 'chat',
    plan: 'standard',
  });
  // posthog-js's own sending (its /e/ endpoint and retry queue) is not used.
  expect(requests.filter((r) => r.path.startsWith('/e/'))).toEqual([]);
});
