import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ClientConfig, HealthResponse } from '../../../contract/config';
import { FileListResponse } from '../../../contract/files';
import { RegisterUserResponse } from '../../../contract/users';
import { SOCKET_CLOSE } from '../../../contract/socket';
import { unsignedIdToken } from '../../helpers/tokens';
import {
  DATABASES,
  accountOf,
  baseUrl,
  bearer,
  startTestServer,
  type TestServer,
} from '../harness';

describe.each(DATABASES)('foundation on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers health checks and the public client config', async () => {
    const health = await server.app.inject({ url: '/healthz' });
    expect(HealthResponse.parse(health.json())).toEqual({ status: 'ok', database: 'ok' });
    const config = ClientConfig.parse(
      (await server.app.inject({ url: '/api/v1/client-config' })).json(),
    );
    expect(config.authEmulatorUrl).toBe(server.emulatorUrl);
    expect(config.firebase.projectId).toBe('demo-mnemo');
  });

  it('refuses missing, malformed and expired tokens with 401 and a JSON detail', async () => {
    const none = await server.app.inject({ url: '/api/v1/files' });
    expect(none.statusCode).toBe(401);
    expect(none.json().detail).toMatch(/bearer token/i);
    const bad = await server.app.inject({
      url: '/api/v1/files',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().detail).toBe('Invalid authentication token.');
    const user = await server.signUp();
    const expired = unsignedIdToken({ uid: user.uid, expiresInSeconds: -3600 });
    const old = await server.app.inject({
      url: '/api/v1/files',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(old.statusCode).toBe(401);
    expect(old.json().detail).toMatch(/expired/i);
  });

  it('lists an empty first page for a new user', async () => {
    const user = await server.signUp();
    const res = await server.app.inject({ url: '/api/v1/files', headers: bearer(user) });
    expect(res.statusCode).toBe(200);
    expect(FileListResponse.parse(res.json())).toEqual({
      items: [],
      page: 1,
      page_size: 10,
      total: 0,
    });
  });

  it('registers users idempotently and only as themselves', async () => {
    const user = await server.signUp();
    const body = { firebase_uid: user.uid, email: user.email };
    const first = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: bearer(user),
      payload: body,
    });
    const second = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: bearer(user),
      payload: body,
    });
    expect(first.statusCode).toBe(200);
    const a = RegisterUserResponse.parse(first.json());
    const b = RegisterUserResponse.parse(second.json());
    expect(b.data.id).toBe(a.data.id);
    expect(a.data.email).toBe(user.email);
    const other = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: bearer(user),
      payload: { firebase_uid: 'someone-else', email: 'x@example.com' },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().detail[0].loc).toEqual(['body', 'firebase_uid']);
  });

  describe('the live socket', () => {
    const open = (path: string) => new WebSocket(`${baseUrl(server).replace('http', 'ws')}${path}`);
    const closeCode = (ws: WebSocket) =>
      new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    const firstMessage = (ws: WebSocket) =>
      new Promise<unknown>((resolve) =>
        ws.once('message', (data: Buffer) => resolve(JSON.parse(data.toString()))),
      );

    it('closes with a clear code when the first message is not an auth message', async () => {
      const user = await server.signUp();
      const ws = open(`/ws/${user.uid}`);
      ws.on('open', () => ws.send('hello'));
      expect(await closeCode(ws)).toBe(SOCKET_CLOSE.missingToken);
    });

    it('closes on an invalid token', async () => {
      const user = await server.signUp();
      const ws = open(`/ws/${user.uid}`);
      ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: 'garbage' })));
      expect(await closeCode(ws)).toBe(SOCKET_CLOSE.invalidToken);
    });

    it("closes when the token is another user's", async () => {
      const alice = await server.signUp();
      const bob = await server.signUp();
      const ws = open(`/ws/${alice.uid}`);
      ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: bob.idToken })));
      expect(await closeCode(ws)).toBe(SOCKET_CLOSE.wrongUser);
    });

    it("delivers events to the owner's sockets only", async () => {
      const alice = await server.signUp();
      const bob = await server.signUp();
      const connect = async (u: typeof alice) => {
        const ws = open(`/ws/${u.uid}`);
        await new Promise((r) => ws.on('open', r));
        const authed = firstMessage(ws);
        ws.send(JSON.stringify({ type: 'auth', token: u.idToken }));
        expect(await authed).toEqual({ event: 'authenticated' });
        return ws;
      };
      const [a, b] = [await connect(alice), await connect(bob)];
      const bobGot: unknown[] = [];
      b.on('message', (d: Buffer) => bobGot.push(JSON.parse(d.toString())));
      const aliceUser = await accountOf(server, alice);
      const next = firstMessage(a);
      server.ctx.bus.publish(aliceUser.id, {
        event: 'file_deleted',
        data: { file_id: 7, status: null, error_message: null },
      });
      expect(await next).toEqual({
        event: 'file_deleted',
        data: { file_id: 7, status: null, error_message: null },
      });
      await new Promise((r) => setTimeout(r, 100));
      expect(bobGot).toEqual([]);
      a.close();
      b.close();
    });
  });
});
