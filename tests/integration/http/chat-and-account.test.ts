import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatHistory, HistoryListResponse, SendMessageResponse } from '../../../contract/chat';
import { SubscriptionStatus } from '../../../contract/subscriptions';
import type { TestUser } from '../../helpers/emulator';
import {
  DATABASES,
  accountOf,
  baseUrl,
  bearer,
  startTestServer,
  type TestServer,
} from '../harness';

describe.each(DATABASES)('chat, subscriptions and account on %s', (kind) => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  const call = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await server.signUp();
    bob = await server.signUp();
  });
  afterAll(async () => {
    await server.close();
  });

  it('creates histories, sends messages, lists newest first with messages', async () => {
    const h1 = ChatHistory.parse(
      (await call(alice, 'POST', '/api/v1/histories?title=Biology')).json(),
    );
    expect(h1).toMatchObject({ title: 'Biology', messages: [] });
    const h2 = ChatHistory.parse((await call(alice, 'POST', '/api/chat/history')).json());
    expect(h2.title).toBe('New Chat');

    const sent = await call(
      alice,
      'POST',
      `/api/v1/messages?message=${encodeURIComponent('What is ATP?')}&history-id=${h1.id}&language=English&comprehensionLevel=Beginner`,
    );
    expect(sent.statusCode).toBe(200);
    const [question, reply] = SendMessageResponse.parse(sent.json());
    expect(question).toMatchObject({
      sender: 'user',
      content: 'What is ATP?',
      is_liked: 0,
      is_disliked: 0,
    });
    expect(reply?.sender).toBe('bot');
    // No files yet: the assistant says so instead of inventing an answer.
    expect(reply?.content).toMatch(/couldn't find anything/i);

    const list = HistoryListResponse.parse((await call(alice, 'GET', '/api/v1/histories')).json());
    expect(list.items.map((h) => h.id)).toEqual([h1.id, h2.id]);
    expect(list.items[0]?.messages.map((m) => m.sender)).toEqual(['user', 'bot']);
  });

  it('creates a history titled by the message when none is given', async () => {
    const sent = SendMessageResponse.parse(
      (
        await call(
          alice,
          'POST',
          `/api/v1/messages?message=${encodeURIComponent('Explain osmosis')}`,
        )
      ).json(),
    );
    expect(sent).toHaveLength(2);
    const list = HistoryListResponse.parse((await call(alice, 'GET', '/api/v1/histories')).json());
    expect(list.items[0]?.title).toBe('Explain osmosis');
  });

  it('validates messages and keeps histories private', async () => {
    expect((await call(alice, 'POST', '/api/v1/messages?message=%20%20')).statusCode).toBe(422);
    expect(
      (await call(alice, 'POST', '/api/v1/messages?message=hi&language=Klingon')).statusCode,
    ).toBe(422);
    const mine = ChatHistory.parse(
      (await call(alice, 'POST', '/api/v1/histories?title=Private')).json(),
    );
    expect(
      (await call(bob, 'POST', `/api/v1/messages?message=hi&history-id=${mine.id}`)).statusCode,
    ).toBe(404);
    expect((await call(bob, 'DELETE', `/api/chat/history/${mine.id}`)).statusCode).toBe(404);
    expect(
      HistoryListResponse.parse((await call(bob, 'GET', '/api/v1/histories')).json()).items,
    ).toEqual([]);
    const del = await call(alice, 'DELETE', `/api/chat/history/${mine.id}`);
    expect(del.statusCode).toBe(200);
    const after = HistoryListResponse.parse((await call(alice, 'GET', '/api/v1/histories')).json());
    expect(after.items.some((h) => h.id === mine.id)).toBe(false);
  });

  it('reports everyone active on the free plan and refuses payment calls with 409', async () => {
    const status = SubscriptionStatus.parse(
      (await call(alice, 'GET', '/api/v1/subscriptions/status')).json(),
    );
    expect(status).toMatchObject({ subscription_status: 'active', plan: 'free' });
    for (const [url, body] of [
      ['/api/v1/subscriptions/subscribe', { payment_method: 'pm_1' }],
      ['/api/v1/subscriptions/update-payment', { payment_method_id: 'pm_1' }],
      ['/api/v1/subscriptions/start-trial', undefined],
      ['/api/v1/subscriptions/cancel', undefined],
    ] as const) {
      const res = await call(alice, 'POST', url, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toMatch(/Billing is turned off/);
    }
    expect((await call(alice, 'POST', '/api/v1/subscriptions/subscribe', {})).statusCode).toBe(422);
  });

  it('deletes the account: every row and blob of that user, nothing of another', async () => {
    const carol = await server.signUp();
    const fd = new FormData();
    fd.append('files', new Blob(['Enzymes speed up reactions.']), 'enzymes.txt');
    const up = await fetch(`${baseUrl(server)}/api/v1/files`, {
      method: 'POST',
      headers: bearer(carol),
      body: fd,
    });
    expect(up.status).toBe(200);
    await call(carol, 'POST', '/api/v1/messages?message=hello');
    const bobFd = new FormData();
    bobFd.append('files', new Blob(['Bob keeps his notes.']), 'bob.txt');
    await fetch(`${baseUrl(server)}/api/v1/files`, {
      method: 'POST',
      headers: bearer(bob),
      body: bobFd,
    });

    const res = await call(carol, 'DELETE', '/api/v1/users');
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Your account has been successfully deleted.',
    });
    const k = server.ctx.db.kysely;
    const users = await k.selectFrom('users').select('firebase_uid').execute();
    expect(users.map((u) => u.firebase_uid)).not.toContain(carol.uid);
    const bobUser = await accountOf(server, bob);
    const rest = await k.selectFrom('files').select(['user_id', 'blob_key']).execute();
    expect(rest.every((f) => f.user_id !== undefined)).toBe(true);
    expect(rest.filter((f) => f.user_id === bobUser.id)).toHaveLength(1);
    const sizes = await Promise.all(
      rest.map((f) => (f.blob_key ? server.ctx.blobs.size(f.blob_key) : 0)),
    );
    expect(sizes.every((s) => s !== null)).toBe(true);
  });
});
