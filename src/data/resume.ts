// The set a student was studying when they left the app (the file viewer's Flashcards or Quiz
// tab), so the next start reopens it where they were. One snapshot per signed-in user in
// localStorage (`mnemo.resume.<uid>`): the position for the app, and the study pane as it was
// rendered (`html`, with the stylesheets it needs) for the boot script in index.html, which
// paints it before any code has loaded. Forgotten when the student closes the viewer or leaves
// the tab, at sign-out, and its picture is dropped when the item shown is edited or deleted
// (the app's own render at start then corrects whatever else changed).
import { createStore } from '../lib/store';

export const RESUME_KEY_PREFIX = 'mnemo.resume.';

export type ResumeTab = 'flashcards' | 'quiz';

/** Where the student was: the file, the tab, the item shown and the viewer's own state. */
export interface StudyPosition {
  fileId: number;
  tab: ResumeTab;
  itemId: number;
  /** The tab's viewer state (index, flipped, answers…), restored as it was. */
  state: { index: number } & Record<string, unknown>;
}

export interface ResumeSnapshot extends StudyPosition {
  uid: string;
  /** The viewer as rendered then (outerHTML of its backdrop), or null once it is stale. */
  html: string | null;
  /** The stylesheets (`/assets/…css`) that markup needs. */
  styles: string[];
  /** The build that rendered it (the main chunk's URL): another build's markup is not shown. */
  build: string;
  savedAt: number;
}

const keyOf = (uid: string) => `${RESUME_KEY_PREFIX}${uid}`;

function isPosition(value: unknown): value is StudyPosition {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  const state = p.state as Record<string, unknown> | null;
  return (
    typeof p.fileId === 'number' &&
    (p.tab === 'flashcards' || p.tab === 'quiz') &&
    typeof p.itemId === 'number' &&
    !!state &&
    typeof state === 'object' &&
    typeof state.index === 'number'
  );
}

export function readResume(uid: string): ResumeSnapshot | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(uid)) ?? 'null');
    if (!isPosition(stored)) return null;
    const snapshot = stored as ResumeSnapshot;
    return snapshot.uid === uid ? snapshot : null;
  } catch {
    return null;
  }
}

export function saveResume(snapshot: ResumeSnapshot): void {
  try {
    localStorage.setItem(keyOf(snapshot.uid), JSON.stringify(snapshot));
  } catch (error) {
    // A full storage only costs the resume.
    console.error('Could not keep the study position', error);
  }
}

/** The storage keys of every user's snapshot (listed first: the caller may remove them). */
function resumeKeys(): string[] {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(RESUME_KEY_PREFIX)) keys.push(key);
  }
  return keys;
}

/** Forgets one user's snapshot, or every user's (sign-out: nothing of theirs stays shown). */
export function clearResume(uid?: string): void {
  try {
    if (uid) {
      localStorage.removeItem(keyOf(uid));
      return;
    }
    for (const key of resumeKeys()) localStorage.removeItem(key);
  } catch {
    // No storage, nothing kept.
  }
}

function eachSnapshot(change: (snapshot: ResumeSnapshot) => ResumeSnapshot | null): void {
  try {
    for (const key of resumeKeys()) {
      const snapshot = readResume(key.slice(RESUME_KEY_PREFIX.length));
      if (!snapshot) continue;
      const next = change(snapshot);
      if (next === null) localStorage.removeItem(key);
      else if (next !== snapshot) saveResume(next);
    }
  } catch {
    // No storage, nothing kept.
  }
}

/**
 * A flashcard or quiz question was edited or deleted: a snapshot showing it loses its picture
 * (the app reopens the set from the device's data and paints it anew).
 */
export function invalidateResumeItem(tab: ResumeTab, itemId: number): void {
  eachSnapshot((s) => (s.tab === tab && s.itemId === itemId ? { ...s, html: null } : s));
}

/** The file was deleted (or its set regenerated): nothing of it is resumed. */
export function invalidateResumeFile(fileId: number): void {
  eachSnapshot((s) => (s.fileId === fileId ? null : s));
}

// The position the open study tab reports; the app keeps the snapshot from it.
const positionStore = createStore<StudyPosition | null>(null);

export const studyPosition = {
  get: positionStore.get,
  subscribe: positionStore.subscribe,
};

/** Said by the Flashcards and Quiz tabs each time what they show changes. */
export function reportStudyPosition(position: StudyPosition): void {
  positionStore.set(position);
}

/** The student closed the viewer or left its study tab: the next start opens the chat. */
export function leaveStudyPosition(): void {
  positionStore.set(null);
}

// The start's resume: pending while the app opens the set the boot script painted, settled once
// the app shows it (or knows it cannot), so the boot frame gives way to the app's own screen.
const settledStore = createStore(false);

export const resumeSettled = {
  get: settledStore.get,
  subscribe: settledStore.subscribe,
};

export function settleResume(): void {
  settledStore.set(true);
}
