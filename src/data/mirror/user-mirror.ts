// One user's mirror in the page: pulls what changed on the server into their database, on
// sign-in, when the app comes back into view, on socket events, on every (re)connection and
// when the server can be reached again. Disposed at sign-out.
import { isUnreachable } from '../../lib/errors';
import { getConnectivity, onConnectivity } from '../connectivity';
import { getDb, type MnemoDb } from '../db';
import { pruneKeptFiles } from '../file-content';
import { onFileEvent, onSocketStatus } from '../live';
import { FILES, FLASHCARDS, HISTORIES, KEY_CONCEPTS, QUIZ_QUESTIONS } from './collections';
import { pullCollection, type MirrorCollection } from './pull';

/** Pulled after the files (a file's deletion takes its items along first). */
const collections: MirrorCollection[] = [KEY_CONCEPTS, FLASHCARDS, QUIZ_QUESTIONS, HISTORIES];

/** Adds a collection to every pull (e.g. the chunks offline search reads). */
export function registerMirrorCollection(collection: MirrorCollection): void {
  if (!collections.includes(collection)) collections.push(collection);
}

/** Coming back into view pulls at most this often. */
const FOCUS_PULL_MS = 5_000;
/** Socket events come in bursts (status, progress, processed): one pull after the burst. */
const EVENT_PULL_MS = 300;

export class UserMirror {
  private running: Promise<void> | null = null;
  private nextPass: Promise<void> | null = null;
  private disposed = false;
  private lastStart = 0;

  constructor(readonly db: MnemoDb) {}

  /** Pulls every collection; a call made while a pull runs gets one more pull after it. */
  sync(): Promise<void> {
    if (this.disposed) return Promise.resolve();
    if (this.running) {
      this.nextPass ??= this.running.then(() => {
        this.nextPass = null;
        return this.sync();
      });
      return this.nextPass;
    }
    this.lastStart = Date.now();
    this.running = this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** A pull unless one started within `ms`. */
  syncIfStale(ms: number): Promise<void> {
    return Date.now() - this.lastStart < ms && !this.running ? Promise.resolve() : this.sync();
  }

  dispose(): void {
    this.disposed = true;
  }

  private async pass(): Promise<void> {
    if (getConnectivity() === 'offline') return;
    try {
      await pullCollection(this.db, FILES);
      await Promise.all([
        ...collections.map((collection) => pullCollection(this.db, collection)),
        // The content kept of files deleted elsewhere goes too.
        pruneKeptFiles(this.db),
      ]);
    } catch (error) {
      // Unreachable: the connectivity store knows, and its return triggers the next pull.
      if (!this.disposed && !isUnreachable(error)) console.error('Could not refresh', error);
    }
  }
}

let current: UserMirror | null = null;

/** The mirror of the open database, or null when signed out. */
export function getMirror(): UserMirror | null {
  const db = getDb();
  if (current && current.db !== db) disposeMirror();
  if (!db) return null;
  current ??= new UserMirror(db);
  return current;
}

export function disposeMirror(): void {
  current?.dispose();
  current = null;
}

/** Pulls what changed now (no-op when signed out). */
export function syncMirror(): Promise<void> {
  return getMirror()?.sync() ?? Promise.resolve();
}

let triggersInstalled = false;
let eventTimer: ReturnType<typeof setTimeout> | null = null;

/** Pulls now, and installs the triggers (once per page). */
export function startMirrorSync(): void {
  void syncMirror();
  if (triggersInstalled || typeof window === 'undefined') return;
  triggersInstalled = true;
  const onFocus = () => void getMirror()?.syncIfStale(FOCUS_PULL_MS);
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') onFocus();
  });
  onFileEvent(() => {
    if (eventTimer) clearTimeout(eventTimer);
    eventTimer = setTimeout(() => {
      eventTimer = null;
      void syncMirror();
    }, EVENT_PULL_MS);
  });
  onSocketStatus((status) => {
    if (status === 'connected') void syncMirror();
  });
  onConnectivity((state) => {
    if (state === 'online') void syncMirror();
  });
}
