import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptureQueue } from '../../../../src/telemetry/capture-queue';

/** A local stand-in of the analytics provider's batch endpoint: answers with the given statuses. */
class BatchEndpoint {
  readonly bodies: { api_key: string; batch: { event: string }[] }[] = [];
  statuses: number[] = [];
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        this.bodies.push(JSON.parse(body) as BatchEndpoint['bodies'][number]);
        res.statusCode = this.statuses.shift() ?? 200;
        res.end('{}');
      });
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/batch/`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

let endpoint: BatchEndpoint;
let url: string;
beforeEach(async () => {
  endpoint = new BatchEndpoint();
  url = await endpoint.start();
});
afterEach(async () => {
  await endpoint.stop();
  vi.restoreAllMocks();
});

describe('CaptureQueue (SPEC point 7: batches, 3 retries at 1 s, 2 s, 4 s)', () => {
  it('POSTs the queued events as one batch with the key when flushed', async () => {
    const queue = new CaptureQueue({ url, apiKey: 'phc_test', flushIntervalMs: 60_000 });
    queue.enqueue({ event: 'page_view', properties: { plan: 'standard' } });
    queue.enqueue({ event: 'button_click', properties: { plan: 'standard' } });
    await queue.flush();
    expect(endpoint.bodies).toHaveLength(1);
    expect(endpoint.bodies[0]?.api_key).toBe('phc_test');
    expect(endpoint.bodies[0]?.batch.map((e) => e.event)).toEqual(['page_view', 'button_click']);
  });

  it('sends a batch by itself once it reaches the batch size', async () => {
    const queue = new CaptureQueue({ url, apiKey: 'k', batchSize: 2, flushIntervalMs: 60_000 });
    queue.enqueue({ event: 'a', properties: {} });
    queue.enqueue({ event: 'b', properties: {} });
    await vi.waitFor(() => expect(endpoint.bodies).toHaveLength(1));
  });

  it('retries a failed send 3 times, after 1 s, 2 s and 4 s, then only logs', async () => {
    endpoint.statuses = [503, 503, 503, 503];
    const waits: number[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const queue = new CaptureQueue({
      url,
      apiKey: 'k',
      sleep: async (ms) => void waits.push(ms),
    });
    queue.enqueue({ event: 'error', properties: {} });
    await queue.flush();
    expect(endpoint.bodies).toHaveLength(4);
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(warn).toHaveBeenCalledWith('Analytics: 1 events not sent after 3 retries (HTTP 503)');
  });

  it('stops retrying once a retry is accepted', async () => {
    endpoint.statuses = [500, 200];
    const waits: number[] = [];
    const queue = new CaptureQueue({ url, apiKey: 'k', sleep: async (ms) => void waits.push(ms) });
    queue.enqueue({ event: 'file_upload', properties: {} });
    await queue.flush();
    expect(endpoint.bodies).toHaveLength(2);
    expect(waits).toEqual([1000]);
  });

  it('retries when the endpoint cannot be reached', async () => {
    await endpoint.stop();
    const waits: number[] = [];
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const queue = new CaptureQueue({ url, apiKey: 'k', sleep: async (ms) => void waits.push(ms) });
    queue.enqueue({ event: 'page_view', properties: {} });
    await queue.flush();
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('does not send again a batch the provider refuses (400)', async () => {
    endpoint.statuses = [400];
    const waits: number[] = [];
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const queue = new CaptureQueue({ url, apiKey: 'k', sleep: async (ms) => void waits.push(ms) });
    queue.enqueue({ event: 'page_view', properties: {} });
    await queue.flush();
    expect(endpoint.bodies).toHaveLength(1);
    expect(waits).toEqual([]);
  });
});
