import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileListResponse, UploadResponse } from '../../../contract/files';
import { SearchResponse } from '../../../contract/search';
import { startProcessing, type ProcessingRuntime } from '../../../server/jobs/runtime';
import type { TestUser } from '../../helpers/emulator';
import { startOpenAiStub, type OpenAiStub } from '../../helpers/openai-stub';
import { baseUrl, bearer, startTestServer, type TestServer } from '../harness';

const NOTES = [
  'Osmosis is the movement of water across a semipermeable membrane from low to high solute concentration.',
  'Diffusion is the net movement of particles from a region of higher concentration to lower concentration.',
  'Active transport moves molecules against their gradient and needs energy from ATP.',
].join('\n\n');

describe('OpenAI-compatible endpoints (embeddings) against a local protocol server', () => {
  let stub: OpenAiStub;
  let server: TestServer;
  let runtime: ProcessingRuntime;
  let alice: TestUser;

  beforeAll(async () => {
    stub = await startOpenAiStub();
    server = await startTestServer('sqlite', {
      EMBEDDINGS_BASE_URL: stub.baseUrl,
      PROCESSING_CONCURRENCY: '1',
    });
    runtime = await startProcessing(server.ctx, { recoverAllRunning: true });
    alice = await server.signUp();
  });
  afterAll(async () => {
    await runtime.stop();
    await server.close();
    await stub.close();
  });

  async function processed(name: string, text: string): Promise<number> {
    const fd = new FormData();
    fd.append('files', new Blob([text]), name);
    const res = await fetch(`${baseUrl(server)}/api/v1/files`, {
      method: 'POST',
      headers: bearer(alice),
      body: fd,
    });
    const id = UploadResponse.parse(await res.json()).data.files[0]?.id ?? 0;
    for (let i = 0; i < 200; i++) {
      const list = FileListResponse.parse(
        (await server.app.inject({ url: '/api/v1/files', headers: bearer(alice) })).json(),
      );
      const file = list.items.find((f) => f.id === id);
      if (file?.status === 'processed') return id;
      if (file?.status === 'failed') throw new Error(file.error_message ?? 'failed');
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('not processed');
  }

  it('stores chunk vectors and fuses them into search; an endpoint failure leaves search lexical', async () => {
    const fileId = await processed('transport.txt', NOTES);
    const stored = await server.ctx.db.kysely.selectFrom('chunk_embeddings').selectAll().execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(stub.requests.some((r) => r.path === '/embeddings')).toBe(true);

    const search = async () =>
      SearchResponse.parse(
        (
          await server.app.inject({
            url: '/api/v1/search?q=osmosis%20membrane',
            headers: bearer(alice),
          })
        ).json(),
      );
    const hybrid = await search();
    expect(hybrid.data.hits[0]?.file_id).toBe(fileId);
    const before = stub.requests.filter((r) => r.path === '/embeddings').length;
    expect(before).toBeGreaterThan(1);

    stub.failWith = 500;
    const lexical = await search();
    expect(lexical.data.hits[0]?.file_id).toBe(fileId);
    stub.failWith = null;
  });
});

describe('LLM answers against a local protocol server', () => {
  let stub: OpenAiStub;
  let server: TestServer;
  let runtime: ProcessingRuntime;
  let alice: TestUser;

  beforeAll(async () => {
    stub = await startOpenAiStub();
    server = await startTestServer('sqlite', {
      LLM_BASE_URL: stub.baseUrl,
      PROCESSING_CONCURRENCY: '1',
    });
    runtime = await startProcessing(server.ctx, { recoverAllRunning: true });
    alice = await server.signUp();
  });
  afterAll(async () => {
    await runtime.stop();
    await server.close();
    await stub.close();
  });

  it('answers from retrieved passages with verified citations, and falls back to the built-in engine on errors', async () => {
    const fd = new FormData();
    fd.append('files', new Blob([NOTES]), 'transport.txt');
    const up = await fetch(`${baseUrl(server)}/api/v1/files`, {
      method: 'POST',
      headers: bearer(alice),
      body: fd,
    });
    const id = UploadResponse.parse(await up.json()).data.files[0]?.id ?? 0;
    for (let i = 0; i < 200; i++) {
      const list = FileListResponse.parse(
        (await server.app.inject({ url: '/api/v1/files', headers: bearer(alice) })).json(),
      );
      if (list.items.find((f) => f.id === id)?.status === 'processed') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    // Whatever the processing step asked of the model, the chat answer is scripted from here on.
    stub.chatAnswers.length = 0;
    stub.defaultChat = () =>
      'Osmosis moves water across a membrane [1]. See [this](https://evil.example/steal).';
    const ask = async () => {
      const res = await server.app.inject({
        method: 'POST',
        url: `/api/v1/messages?message=${encodeURIComponent('What is osmosis?')}&language=French&comprehensionLevel=Advanced`,
        headers: bearer(alice),
      });
      return (res.json() as { content: string }[])[1]?.content ?? '';
    };
    const answer = await ask();
    expect(answer).toContain('Osmosis moves water across a membrane');
    expect(answer).toMatch(
      /\]\(http:\/\/[^/]+\/api\/v1\/files\/\d+\/content\/[^)]+transport\.txt\)/,
    );
    expect(answer).not.toContain('evil.example');
    const prompt = JSON.stringify(
      stub.requests.filter((r) => r.path === '/chat/completions').at(-1)?.body,
    );
    expect(prompt).toContain('French');
    expect(prompt).toContain('Advanced');
    expect(prompt).toContain('semipermeable membrane');

    stub.failWith = 500;
    const fallback = await ask();
    expect(fallback).toContain('Osmosis is the movement of water');
    stub.failWith = null;
  });
});
