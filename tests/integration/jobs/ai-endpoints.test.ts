import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse } from '../../../contract/search';
import { startProcessingLoop, type ProcessingLoop } from '../../../server/processing-loop';
import type { TestUser } from '../../helpers/emulator';
import { startOpenAiStub, type OpenAiStub } from '../../helpers/openai-stub';
import {
  bearer,
  settled,
  startTestServer,
  uploadFile,
  waitForFile,
  type TestServer,
} from '../harness';

const NOTES = [
  'Osmosis is the movement of water across a semipermeable membrane from low to high solute concentration.',
  'Diffusion is the net movement of particles from a region of higher concentration to lower concentration.',
  'Active transport moves molecules against their gradient and needs energy from ATP.',
].join('\n\n');

interface AiSetup {
  stub: OpenAiStub;
  server: TestServer;
  alice: TestUser;
  /** Uploads the notes and waits until they are processed; returns the file id. */
  processedNotes(): Promise<number>;
}

/** A server with processing whose AI endpoint (`variable`) is a local OpenAI-protocol stub. */
function withAiEndpoint(variable: 'EMBEDDINGS_BASE_URL' | 'LLM_BASE_URL'): AiSetup {
  let runtime: ProcessingLoop;
  const setup = {} as AiSetup;
  beforeAll(async () => {
    setup.stub = await startOpenAiStub();
    setup.server = await startTestServer('sqlite', {
      [variable]: setup.stub.baseUrl,
      PROCESSING_CONCURRENCY: '1',
    });
    runtime = await startProcessingLoop({ ...setup.server.ctx, recoverAllRunning: true });
    setup.alice = await setup.server.signUp();
    setup.processedNotes = async () => {
      const file = await uploadFile(setup.server, setup.alice, 'transport.txt', NOTES);
      const done = await waitForFile(setup.server, setup.alice, file.id, settled);
      expect(done.status).toBe('processed');
      return file.id;
    };
  });
  afterAll(async () => {
    await runtime.stop();
    await setup.server.close();
    await setup.stub.close();
  });
  return setup;
}

describe('embeddings against a local OpenAI-protocol server', () => {
  const ai = withAiEndpoint('EMBEDDINGS_BASE_URL');

  it('stores chunk vectors and fuses them into search; an endpoint failure leaves search lexical', async () => {
    const fileId = await ai.processedNotes();
    const stored = await ai.server.ctx.db.kysely
      .selectFrom('chunk_embeddings')
      .selectAll()
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    const search = async () =>
      SearchResponse.parse(
        (
          await ai.server.app.inject({
            url: '/api/v1/search?q=osmosis%20membrane',
            headers: bearer(ai.alice),
          })
        ).json(),
      );
    expect((await search()).data.hits[0]?.file_id).toBe(fileId);
    // Chunks were embedded at processing, the query at search time.
    expect(ai.stub.requests.filter((r) => r.path === '/embeddings').length).toBeGreaterThan(1);

    ai.stub.failWith = 500;
    expect((await search()).data.hits[0]?.file_id).toBe(fileId);
    ai.stub.failWith = null;
  });
});

describe('LLM answers against a local OpenAI-protocol server', () => {
  const ai = withAiEndpoint('LLM_BASE_URL');

  it('answers from retrieved passages with verified citations, and falls back to the built-in engine on errors', async () => {
    // Processing asks the stub for a study set too; its default answer is not JSON, so the
    // built-in engine is used there (the fallback path).
    await ai.processedNotes();
    ai.stub.defaultChat = () =>
      'Osmosis moves water across a membrane [1]. See [this](https://evil.example/steal).';
    const ask = async () => {
      const res = await ai.server.app.inject({
        method: 'POST',
        url: `/api/v1/messages?message=${encodeURIComponent('What is osmosis?')}&language=French&comprehensionLevel=Advanced`,
        headers: bearer(ai.alice),
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
      ai.stub.requests.filter((r) => r.path === '/chat/completions').at(-1)?.body,
    );
    expect(prompt).toContain('French');
    expect(prompt).toContain('Advanced');
    expect(prompt).toContain('semipermeable membrane');

    ai.stub.failWith = 500;
    expect(await ask()).toContain('Osmosis is the movement of water');
    ai.stub.failWith = null;
  });
});
