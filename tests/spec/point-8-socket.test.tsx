// @vitest-environment jsdom
// SPEC point 8 "Socket" and "Live events" on the chat screen, with the app's live socket code
// (src/data/live.ts and the socket worker's SocketClient) running against fake WebSockets and a
// hand-run clock (tests/spec/fake-socket.ts); tests/e2e/spec-socket.test.ts checks the first
// toast against the real server in Chromium. Texts are written out, never imported.
import { mountChat, screen, seedFiles, shown, stage, unstage } from './harness';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLive, stopLive } from '../../src/data/live';
import { fileRecord } from '../unit/src/fixtures';
import { NamedWorker, net } from './fake-socket';

vi.mock('comlink', async (actual) =>
  (await import('./fake-socket')).comlinkWithFakeSocket(await actual()),
);

beforeEach(async () => {
  stage();
  vi.stubGlobal('Worker', NamedWorker);
  net.sockets.length = 0;
  net.timers.length = 0;
  await startLive('u1');
});
afterEach(async () => {
  await stopLive();
  await unstage();
});

describe('SPEC point 8, Socket', () => {
  it("'Real-time connection established.' on the first connection, made before the screen", async () => {
    act(() => net.last.open());
    await mountChat();
    expect(await shown('Real-time connection established.')).toBeTruthy();
    expect(JSON.parse(net.last.sent[0] ?? '{}')).toEqual({ type: 'auth', token: 'test-token' });
  });

  it("'WebSocket connection error.'", async () => {
    await mountChat();
    act(() => net.last.fail());
    expect(await shown('WebSocket connection error.')).toBeTruthy();
  });

  it("'Connection lost. Reconnecting...'", async () => {
    await mountChat();
    act(() => net.last.open());
    act(() => net.last.drop());
    expect(await shown('Connection lost. Reconnecting...')).toBeTruthy();
  });

  it("'Could not re-establish real-time connection. Please refresh the page.' after 5 retries", async () => {
    await mountChat();
    act(() => net.last.open());
    act(() => net.last.drop());
    for (let retry = 1; retry <= 5; retry += 1) {
      act(() => void net.tick());
      act(() => net.last.drop());
    }
    expect(
      await shown('Could not re-establish real-time connection. Please refresh the page.'),
    ).toBeTruthy();
    expect(net.sockets).toHaveLength(6);
    expect(screen.getByRole('status', { name: 'Real-time connection' }).textContent).toBe(
      'Disconnected. Please refresh the page.',
    );
  });
});

describe('SPEC point 8, Live events', () => {
  beforeEach(async () => {
    await seedFiles(fileRecord(9, { file_name: 'notes.pdf', status: 'processing' }));
  });

  it('\'File "{file_name}" has been processed.\'', async () => {
    await mountChat();
    act(() => net.last.open());
    act(() =>
      net.last.push({ event: 'file_processed', result: fileRecord(9, { file_name: 'notes.pdf' }) }),
    );
    expect(await shown('File "notes.pdf" has been processed.')).toBeTruthy();
  });

  it("'Error processing file: {error_message or Unknown error}'", async () => {
    await mountChat();
    act(() => net.last.open());
    act(() =>
      net.last.push({
        event: 'file_status_update',
        data: { file_id: 9, status: 'failed', error_message: null },
      }),
    );
    expect(await shown('Error processing file: Unknown error')).toBeTruthy();
    act(() =>
      net.last.push({
        event: 'file_status_error',
        data: { file_id: 9, status: 'failed', error_message: 'The PDF has no text.' },
      }),
    );
    expect(await shown('Error processing file: The PDF has no text.')).toBeTruthy();
  });

  it("'File was deleted.'", async () => {
    await mountChat();
    act(() => net.last.open());
    act(() =>
      net.last.push({
        event: 'file_deleted',
        data: { file_id: 9, status: null, error_message: null },
      }),
    );
    expect(await shown('File was deleted.')).toBeTruthy();
  });
});
