import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SOCKET_CLOSE } from '../../../contract/socket';
import { createFirebaseVerifier } from '../../../server/auth/verifier';
import type { TestUser } from '../../helpers/emulator';
import { DATABASES, baseUrl, bearer, startTestServer, type TestServer } from '../harness';

interface OpenSocket {
  ws: WebSocket;
  events: { event: string; data?: { reason?: string } }[];
  closed: Promise<number>;
}

describe.each(DATABASES)('identities that end (issue 18, point 2) on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  const socketUrl = (user: TestUser) => `${baseUrl(server).replace('http', 'ws')}/ws/${user.uid}`;

  /** A signed-in socket, or the close code it got instead. */
  const connect = (user: TestUser, token = user.idToken) =>
    new Promise<OpenSocket | number>((resolve) => {
      const ws = new WebSocket(socketUrl(user));
      const events: OpenSocket['events'] = [];
      const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
      ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
      ws.on('message', (data: Buffer) => {
        const event = JSON.parse(data.toString()) as OpenSocket['events'][number];
        events.push(event);
        if (event.event === 'authenticated') resolve({ ws, events, closed });
      });
      void closed.then((code) => resolve(code));
    });

  const files = (user: Pick<TestUser, 'idToken'>) =>
    server.app.inject({ url: '/api/v1/files', headers: bearer(user) });

  /** The emulator's refresh flow: a new ID token for the same sign-in (same auth_time). */
  async function refreshedToken(user: TestUser): Promise<string> {
    const res = await fetch(
      `${server.emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: user.email,
          password: 'correct-horse-battery',
          returnSecureToken: true,
        }),
      },
    );
    return ((await res.json()) as { idToken: string }).idToken;
  }

  it('only POST /api/v1/users creates an account; any other call of a new identity is a 401', async () => {
    const { signUpTestUser } = await import('../../helpers/emulator');
    const fresh = await signUpTestUser(server.emulatorUrl);
    const before = await files(fresh);
    expect(before.statusCode).toBe(401);
    expect(before.json().detail).toMatch(/does not exist/);
    const rows = await server.ctx.db.kysely
      .selectFrom('users')
      .select('id')
      .where('firebase_uid', '=', fresh.uid)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('signs out of all devices: old tokens get 401, sockets close, a new sign-in works', async () => {
    const alice = await server.signUp();
    expect((await files(alice)).statusCode).toBe(200);
    const socket = await connect(alice);
    if (typeof socket === 'number') throw new Error(`socket refused: ${socket}`);
    // Firebase compares whole seconds: the sign-in must be older than the revocation.
    await new Promise((r) => setTimeout(r, 1100));

    const res = await server.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/sessions',
      headers: bearer(alice),
    });
    expect(res.json()).toEqual({ status: 'success', message: 'Signed out of all devices.' });
    expect(await socket.closed).toBe(SOCKET_CLOSE.sessionEnded);
    expect(socket.events.map((e) => e.event)).toContain('session_revoked');

    const old = await files(alice);
    expect(old.statusCode).toBe(401);
    expect(old.json().detail).toMatch(/signed out of all devices/);
    expect(await connect(alice)).toBe(SOCKET_CLOSE.invalidToken);
    // Firebase itself refuses it too: a process that never heard of the revocation checks it.
    const elsewhere = createFirebaseVerifier({
      projectId: server.config.firebase.projectId,
      emulatorHost: server.config.firebase.emulatorHost,
    });
    await expect(elsewhere.verify(alice.idToken)).rejects.toThrow(/signed out of all devices/);
    await elsewhere.close();

    // A later sign-in is a new session: it works, and the data is still there.
    await new Promise((r) => setTimeout(r, 1100));
    const again = { ...alice, idToken: await refreshedToken(alice) };
    expect((await files(again)).statusCode).toBe(200);
  });

  it('deletes an account for good: rows, the Firebase user, sockets, and the old token never returns', async () => {
    const bob = await server.signUp();
    const socket = await connect(bob);
    if (typeof socket === 'number') throw new Error(`socket refused: ${socket}`);

    const res = await server.app.inject({
      method: 'DELETE',
      url: '/api/v1/users',
      headers: bearer(bob),
    });
    expect(res.statusCode).toBe(200);
    expect(await socket.closed).toBe(SOCKET_CLOSE.sessionEnded);
    expect(socket.events.find((e) => e.event === 'session_revoked')?.data?.reason).toBe(
      'account_deleted',
    );

    for (const call of [
      () => files(bob),
      () =>
        server.app.inject({
          method: 'POST',
          url: '/api/v1/users',
          headers: bearer(bob),
          payload: { firebase_uid: bob.uid, email: bob.email },
        }),
    ]) {
      expect((await call()).statusCode).toBe(401);
    }
    const rows = await server.ctx.db.kysely
      .selectFrom('users')
      .select('id')
      .where('firebase_uid', '=', bob.uid)
      .execute();
    expect(rows).toHaveLength(0);
    expect(await connect(bob)).toBe(SOCKET_CLOSE.invalidToken);

    // The Firebase account itself is gone: its password no longer signs in.
    const signIn = await fetch(
      `${server.emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: bob.email, password: 'correct-horse-battery' }),
      },
    );
    expect(signIn.status).toBe(400);
    expect(JSON.stringify(await signIn.json())).toMatch(/EMAIL_NOT_FOUND/);
  });

  it('refuses a token whose session was ended by another process (told through the bus)', async () => {
    const carol = await server.signUp();
    expect((await files(carol)).statusCode).toBe(200);
    server.ctx.bus.publish(0, {
      event: 'session_revoked',
      data: {
        uid: carol.uid,
        revoked_at: Math.floor(Date.now() / 1000) + 1,
        reason: 'signed_out_everywhere',
      },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect((await files(carol)).statusCode).toBe(401);
  });
});
