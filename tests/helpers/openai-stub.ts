// A local server speaking the OpenAI protocol (chat completions, embeddings, transcriptions),
// whose answers each test scripts. Only for tests: it stands in for Ollama/vLLM, which cannot run here.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  body: unknown;
}

export interface OpenAiStub {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Next chat answers (content strings), consumed in order; when empty, `defaultChat` answers. */
  chatAnswers: string[];
  defaultChat: (body: { messages: { role: string; content: string }[] }) => string;
  /** Status to answer every request with instead (e.g. 500), or null. */
  failWith: number | null;
  embedding: (text: string) => number[];
  close(): Promise<void>;
}

export async function startOpenAiStub(): Promise<OpenAiStub> {
  const stub: Omit<OpenAiStub, 'baseUrl' | 'close'> = {
    requests: [],
    chatAnswers: [],
    defaultChat: () => 'OK',
    failWith: null,
    embedding: (text) => {
      const v = new Array<number>(16).fill(0);
      for (const word of text.toLowerCase().split(/\W+/).filter(Boolean)) {
        let h = 0;
        for (const ch of word) h = (h * 31 + ch.charCodeAt(0)) % 16;
        v[h] = (v[h] ?? 0) + 1;
      }
      return v;
    },
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // multipart (transcriptions) stays raw
      }
      const path = (req.url ?? '').replace(/^\/v1/, '');
      stub.requests.push({ path, body });
      const send = (status: number, payload: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (stub.failWith) return send(stub.failWith, { error: { message: 'scripted failure' } });
      if (path === '/chat/completions') {
        const content =
          stub.chatAnswers.shift() ??
          stub.defaultChat(body as { messages: { role: string; content: string }[] });
        return send(200, { choices: [{ index: 0, message: { role: 'assistant', content } }] });
      }
      if (path === '/embeddings') {
        const input = (body as { input: string[] | string }).input;
        const list = Array.isArray(input) ? input : [input];
        return send(200, {
          data: list.map((text, index) => ({ index, embedding: stub.embedding(text) })),
        });
      }
      return send(404, { error: { message: `no route ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as OpenAiStub;
}
