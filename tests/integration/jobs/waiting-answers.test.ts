import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HistoryListResponse, SendMessageResponse, type Message } from '../../../contract/chat';
import { startProcessingLoop, type ProcessingLoop } from '../../../server/processing-loop';
import type { TestUser } from '../../helpers/emulator';
import {
  DATABASES,
  baseUrl,
  bearer,
  startTestServer,
  uploadFile,
  waitForFile,
  type TestServer,
} from '../harness';

const lecture = fs.readFileSync(path.join(import.meta.dirname, '../../fixtures/lecture.pdf'));
const STILL_READING = "I'm still reading lecture.pdf — I'll answer here as soon as it's ready.";

interface ChatEvent {
  event: string;
  data?: { history_id?: number; message?: Message };
}

describe.each(DATABASES)('questions asked while their file is processed, on %s', (kind) => {
  let server: TestServer;
  let runtime: ProcessingLoop | null = null;
  let alice: TestUser;
  const events: ChatEvent[] = [];
  let ws: WebSocket;
  let fileId = 0;

  // No processing loop until the questions are in: the file stays "uploaded" meanwhile.
  beforeAll(async () => {
    server = await startTestServer(kind, { PROCESSING_CONCURRENCY: '1' });
    alice = await server.signUp();
    ws = new WebSocket(`${baseUrl(server).replace('http', 'ws')}/ws/${alice.uid}`);
    await new Promise((r) => ws.on('open', r));
    ws.send(JSON.stringify({ type: 'auth', token: alice.idToken }));
    ws.on('message', (d: Buffer) => events.push(JSON.parse(d.toString()) as ChatEvent));
    await new Promise((r) => setTimeout(r, 200));
  });
  afterAll(async () => {
    ws.close();
    await runtime?.stop();
    await server.close();
  });

  const ask = async (question: string, query = '') => {
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/v1/messages?message=${encodeURIComponent(question)}${query}`,
      headers: bearer(alice),
    });
    expect(res.statusCode).toBe(200);
    return SendMessageResponse.parse(res.json());
  };

  it('says it is still reading, then posts the cited answer in the same chat once processed', async () => {
    const file = await uploadFile(server, alice, 'lecture.pdf', lecture);
    fileId = file.id;
    // Sent with the upload: waits, whatever else the user has.
    const [, withUpload] = await ask('What does the Calvin cycle fix?', `&file-ids=${file.id}`);
    expect(withUpload?.content).toBe(STILL_READING);
    // Sent without naming the file, with nothing ready that answers it: waits too.
    const [, meanwhile] = await ask('What does chlorophyll absorb?');
    expect(meanwhile?.content).toBe(STILL_READING);

    runtime = await startProcessingLoop({ ...server.ctx, recoverAllRunning: true });
    await waitForFile(server, alice, file.id, (f) => f.status === 'processed');
    const posted = async () => events.filter((e) => e.event === 'chat_message');
    for (let i = 0; i < 100 && (await posted()).length < 2; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const answers = await posted();
    expect(answers).toHaveLength(2);
    for (const answer of answers) {
      expect(answer.data?.message?.sender).toBe('bot');
      expect(answer.data?.message?.content).toMatch(/\]\([^)]*lecture\.pdf#page=2\)/);
    }

    // Stored in the histories, after the "still reading" reply of each chat.
    const list = HistoryListResponse.parse(
      (await server.app.inject({ url: '/api/v1/histories', headers: bearer(alice) })).json(),
    );
    for (const answer of answers) {
      const history = list.items.find((h) => h.id === answer.data?.history_id);
      expect(history?.messages.map((m) => m.content.slice(0, 20))).toEqual([
        expect.any(String),
        STILL_READING.slice(0, 20),
        answer.data?.message?.content.slice(0, 20),
      ]);
    }
  });

  it('answers at once when the file is ready, and answers a waiting question only once', async () => {
    const [, reply] = await ask('What does the Calvin cycle fix?');
    expect(reply?.content).toMatch(/lecture\.pdf#page=2/);
    // The file's event again (another API process, a re-processed file): nothing left to answer.
    const account = await server.ctx.users.find({
      uid: alice.uid,
      email: alice.email,
      authTime: 0,
    });
    await server.ctx.chat.answerWaiting(account?.id ?? 0, fileId);
    await new Promise((r) => setTimeout(r, 300));
    expect(events.filter((e) => e.event === 'chat_message')).toHaveLength(2);
  });
});
