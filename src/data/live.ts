import { proxy, wrap, type Remote } from 'comlink';
import { useSyncExternalStore } from 'react';
import { SocketEvent } from '../../contract';
import type { SocketPush, SocketStatus, SocketWorkerApi } from './worker-apis/socket-api';
import { getIdToken } from './api';
import { getConnectivity, onConnectivity, probe, type Connectivity } from './connectivity';
import { getDb, type MnemoDb } from './db';
import { FILES, removeFiles } from './mirror/collections';

export type { SocketStatus } from './worker-apis/socket-api';

/** Socket happenings the chat screen turns into the toasts of SPEC point 8 ("Socket"). */
export type SocketNotice = 'connected' | 'error' | 'reconnecting' | 'failed';

let status: SocketStatus = 'disconnected';
const statusListeners = new Set<() => void>();
const eventListeners = new Set<(event: SocketEvent) => void>();
const noticeListeners = new Set<(notice: SocketNotice) => void>();

/** Pages read of each PDF being processed, from `file_progress` events; kept in memory only. */
export interface FileProgress {
  pagesRead: number;
  pageCount: number;
}
const progressByFile = new Map<number, FileProgress>();
const progressListeners = new Set<() => void>();

function setProgress(fileId: number, progress: FileProgress | null): void {
  if (progress) progressByFile.set(fileId, progress);
  else if (!progressByFile.delete(fileId)) return;
  for (const listener of progressListeners) listener();
}

/** How far the server has read a file that is being processed, when it says so. */
export function useFileProgress(fileId: number): FileProgress | null {
  return useSyncExternalStore(
    (listener) => {
      progressListeners.add(listener);
      return () => progressListeners.delete(listener);
    },
    () => progressByFile.get(fileId) ?? null,
    () => null,
  );
}

let worker: Worker | null = null;
let remote: Remote<SocketWorkerApi> | null = null;
let currentUid: string | null = null;
let authRetried = false;

function setStatus(next: SocketStatus): void {
  if (next === status) return;
  const previous = status;
  status = next;
  for (const listener of statusListeners) listener();
  if (next === 'connected') notify('connected');
  if (next === 'reconnecting' && previous !== 'reconnecting') notify('reconnecting');
}

/** Calls `listener` with each new socket status (the mirror pulls on every (re)connection). */
export function onSocketStatus(listener: (status: SocketStatus) => void): () => void {
  const wrapped = () => listener(status);
  statusListeners.add(wrapped);
  return () => statusListeners.delete(wrapped);
}

/**
 * A connection made while no screen listened (the socket opens during sign-in, before the chat
 * screen mounts): told to the first listener, while that connection lasts.
 */
let unheardConnection = false;

function notify(notice: SocketNotice): void {
  unheardConnection = notice === 'connected' && noticeListeners.size === 0;
  for (const listener of noticeListeners) listener(notice);
}

export function getSocketStatus(): SocketStatus {
  return status;
}

export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    getSocketStatus,
    getSocketStatus,
  );
}

/** Every validated server event, after it has been applied to IndexedDB. */
export function onFileEvent(listener: (event: SocketEvent) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

export function onSocketNotice(listener: (notice: SocketNotice) => void): () => void {
  noticeListeners.add(listener);
  if (unheardConnection && status === 'connected') listener('connected');
  unheardConnection = false;
  return () => noticeListeners.delete(listener);
}

/** SPEC point 4 "Live updates of files", applied to the local files table. */
export async function applyFileEvent(db: MnemoDb, event: SocketEvent): Promise<void> {
  switch (event.event) {
    case 'authenticated':
    case 'session_revoked':
      return;
    case 'file_processed':
      setProgress(event.result.id, null);
      await db.files.put(event.result);
      return;
    case 'chat_message': {
      // An answer the server posted by itself (the file a question waited for is ready).
      const { history_id, message } = event.data;
      await db.transaction('rw', db.histories, db.messages, async () => {
        await db.messages.put({ ...message, history_id });
        await db.histories.update(history_id, { updated_at: message.timestamp });
      });
      return;
    }
    case 'file_progress': {
      const { file_id, pages_read, page_count } = event.data;
      setProgress(file_id, { pagesRead: pages_read, pageCount: page_count });
      return;
    }
    case 'file_status_update': {
      const { file_id, status: fileStatus, error_message } = event.data;
      await db.files.update(file_id, {
        ...(fileStatus ? { status: fileStatus } : {}),
        error_message,
      });
      return;
    }
    case 'file_status_error':
      setProgress(event.data.file_id, null);
      await db.files.update(event.data.file_id, {
        status: 'failed',
        error_message: event.data.error_message,
      });
      return;
    case 'file_deleted': {
      const fileId = event.data.file_id;
      setProgress(fileId, null);
      // The file and everything derived from it go together, so no orphan shows up offline.
      await db.transaction('rw', FILES.tables(db), () => removeFiles(db, [fileId]));
      return;
    }
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled socket event ${JSON.stringify(unhandled)}`);
    }
  }
}

async function onMessage(data: unknown): Promise<void> {
  const parsed = SocketEvent.safeParse(data);
  if (!parsed.success) {
    console.warn('Ignoring unknown socket message', data);
    return;
  }
  const db = getDb();
  try {
    if (db) await applyFileEvent(db, parsed.data);
  } catch (error) {
    console.error('Could not apply socket event', error);
  }
  for (const listener of eventListeners) listener(parsed.data);
}

function onPush(push: SocketPush): void {
  switch (push.kind) {
    case 'status':
      if (push.status === 'connected') authRetried = false;
      // A lost connection may be a server that is down: if so, this is offline, not a failure.
      if (push.status === 'reconnecting') void probe();
      setStatus(push.status);
      return;
    case 'message':
      void onMessage(push.data);
      return;
    case 'error':
      notify('error');
      return;
    case 'closed':
      // An expired token is the usual auth failure: try once more with a fresh one.
      if (push.reason === 'auth' && !authRetried && currentUid) {
        authRetried = true;
        void connectWithToken(currentUid, true);
        return;
      }
      if (push.reason === 'exhausted') notify('failed');
      return;
  }
}

export function socketUrl(uid: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws/${encodeURIComponent(uid)}`;
}

function ensureWorker(): Remote<SocketWorkerApi> {
  if (remote) return remote;
  worker = new Worker(new URL('../../workers/socket.worker.ts', import.meta.url), {
    type: 'module',
    name: 'mnemo-socket',
  });
  remote = wrap<SocketWorkerApi>(worker);
  void remote.subscribe(proxy(onPush));
  return remote;
}

async function connectWithToken(uid: string, forceRefresh: boolean): Promise<void> {
  if (getConnectivity() !== 'online') {
    setStatus('offline');
    return;
  }
  const token = await getIdToken(forceRefresh);
  if (!token || currentUid !== uid || getConnectivity() !== 'online') return;
  await ensureWorker().connect(socketUrl(uid, window.location), token);
}

/**
 * Offline (or the server unreachable) the socket rests and says "Offline"; when the server is
 * back it connects again, with SPEC point 4's retries should that fail.
 */
function followConnectivity(state: Connectivity): void {
  const uid = currentUid;
  if (!uid) return;
  if (state !== 'online') {
    if (remote) void remote.pause();
    setStatus('offline');
    return;
  }
  if (status === 'offline' || status === 'disconnected') {
    void connectWithToken(uid, false).catch((error: unknown) =>
      console.error('Socket reconnect failed', error),
    );
  }
}

let stopFollowing: (() => void) | null = null;

/** Opens the live socket of the signed-in user (the session calls this on sign-in). */
export async function startLive(uid: string): Promise<void> {
  if (typeof Worker === 'undefined') return;
  currentUid = uid;
  authRetried = false;
  stopFollowing ??= onConnectivity(followConnectivity);
  await connectWithToken(uid, false);
}

/** Closes the socket (sign-out). */
export async function stopLive(): Promise<void> {
  currentUid = null;
  stopFollowing?.();
  stopFollowing = null;
  if (remote) await remote.close();
  setStatus('disconnected');
}
