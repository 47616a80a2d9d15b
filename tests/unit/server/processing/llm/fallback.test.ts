import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LlmEndpoint } from '../../../../../server/llm/openai-compatible';
import { processFile } from '../../../../../server/processing/pipeline';
import { fixturePath } from '../../../../fixtures/lib/paths';
import { startOpenAiStub, type OpenAiStub } from '../../../../helpers/openai-stub';
import { validAnswer } from './answers';

let stub: OpenAiStub;

beforeEach(async () => {
  stub = await startOpenAiStub();
});
afterEach(async () => {
  await stub.close();
});

const input = { path: fixturePath('lecture.pdf'), fileName: 'lecture.pdf' };
const PREFIX = 'LLM study generation failed, used the built-in engine: ';

async function processWith(llm: LlmEndpoint) {
  const logs: string[] = [];
  const result = await processFile(input, { llm, log: (m) => logs.push(m) });
  return { result, logs };
}

/** A fetch that never answers until the request's own timeout aborts it. */
const hangingFetch: typeof fetch = (_url, init) =>
  new Promise((_resolve, reject) => {
    const signal = init?.signal;
    signal?.addEventListener('abort', () => reject(signal.reason));
  });

describe('processFile with an LLM', () => {
  it('uses the model when it answers', async () => {
    stub.defaultChat = () => JSON.stringify(validAnswer());
    const { result, logs } = await processWith({ baseUrl: stub.baseUrl, model: 'm' });
    expect(logs).toEqual([]);
    expect(result.study.key_concepts[0]?.concept_title).toBe('Photosynthesis');
  });

  it('falls back to the built-in engine on a server error', async () => {
    stub.failWith = 500;
    const { result, logs } = await processWith({ baseUrl: stub.baseUrl, model: 'm' });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(new RegExp(`^${PREFIX}.*500`));
    expect(result.study.key_concepts.length).toBeGreaterThan(0);
  });

  it('falls back on a timeout', async () => {
    const { result, logs } = await processWith({
      baseUrl: stub.baseUrl,
      model: 'm',
      timeoutMs: 50,
      fetch: hangingFetch,
    });
    expect(logs[0]).toMatch(new RegExp(`^${PREFIX}.*timed out`));
    expect(result.study.key_concepts.length).toBeGreaterThan(0);
  });

  it('falls back on invalid JSON and on a schema mismatch', async () => {
    stub.defaultChat = () => 'Sure! Here are your flashcards: {';
    const invalid = await processWith({ baseUrl: stub.baseUrl, model: 'm' });
    expect(invalid.logs[0]).toMatch(new RegExp(`^${PREFIX}.*not valid JSON`));
    expect(invalid.result.study.key_concepts.length).toBeGreaterThan(0);

    stub.defaultChat = () =>
      JSON.stringify({ concepts: [{ title: 'X' }], flashcards: [], quiz: [] });
    const mismatch = await processWith({ baseUrl: stub.baseUrl, model: 'm' });
    expect(mismatch.logs[0]).toMatch(new RegExp(`^${PREFIX}.*schema`));
    expect(mismatch.result.study.key_concepts.length).toBeGreaterThan(0);
  });
});
