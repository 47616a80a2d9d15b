// @vitest-environment jsdom
// The set left open (src/data/resume.ts): one snapshot per user, never read for another, gone at
// sign-out, its picture dropped when the card shown is edited or deleted, all of it when the
// file is deleted.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Flashcard } from '../../../../contract';
import { freshDb } from './real-db';
import { flashcardRecord } from '../fixtures';
import type { ResumeSnapshot } from '../../../../src/data/resume';

const apiFetch = vi.fn();
vi.mock('../../../../src/data/api', async (original) => ({
  ...(await original<typeof import('../../../../src/data/api')>()),
  apiFetch: (...a: unknown[]) => apiFetch(...a),
}));

const resume = await import('../../../../src/data/resume');
const flashcards = await import('../../../../src/data/flashcards');
const { deleteFile } = await import('../../../../src/data/files');
const { forgetUser, rememberUser } = await import('../../../../src/data/session/remembered-user');
const { TEST_USER } = await import('../app/fake-session');

const card = (id: number): Flashcard =>
  flashcardRecord(id, { question: 'Q', answer: 'A', is_custom: true });

function snapshot(uid: string, patch: Partial<ResumeSnapshot> = {}): ResumeSnapshot {
  return {
    uid,
    fileId: 1,
    tab: 'flashcards',
    itemId: 7,
    state: { index: 2, flipped: false },
    html: '<div class="viewer-backdrop">Card 3 of 9</div>',
    styles: ['/assets/chat-panels.css'],
    build: '/assets/main-x.js',
    savedAt: 1,
    ...patch,
  };
}

beforeEach(() => {
  localStorage.clear();
  apiFetch.mockReset();
});

describe('the snapshot of the set left open', () => {
  it('is kept per user and never read for another', () => {
    resume.saveResume(snapshot('ada'));
    resume.saveResume(snapshot('bob', { itemId: 9 }));
    expect(resume.readResume('ada')?.itemId).toBe(7);
    expect(resume.readResume('bob')?.itemId).toBe(9);
    expect(resume.readResume('carol')).toBeNull();
    // One written under another user's key (or tampered with) is not theirs.
    localStorage.setItem('mnemo.resume.carol', JSON.stringify(snapshot('ada')));
    expect(resume.readResume('carol')).toBeNull();
    localStorage.setItem('mnemo.resume.dan', '{"fileId":"x"}');
    expect(resume.readResume('dan')).toBeNull();
  });

  it('is forgotten at sign-out, every user’s', () => {
    rememberUser(TEST_USER);
    resume.saveResume(snapshot(TEST_USER.uid));
    resume.saveResume(snapshot('someone-else'));
    localStorage.setItem('mnemo.preferences', '{}');
    forgetUser();
    expect(resume.readResume(TEST_USER.uid)).toBeNull();
    expect(resume.readResume('someone-else')).toBeNull();
    expect(localStorage.getItem('mnemo.preferences')).toBe('{}');
  });

  it('loses its picture when the card shown is edited or deleted, not for another card', async () => {
    const db = freshDb();
    await db.flashcards.bulkPut([card(7), card(8)]);
    resume.saveResume(snapshot('ada', { itemId: 7 }));
    resume.saveResume(snapshot('bob', { itemId: 8 }));
    apiFetch.mockResolvedValue({ status: 'success', data: card(7), message: 'ok' });
    await flashcards.updateFlashcard(card(7), { question: 'New Q', answer: 'A' });
    expect(resume.readResume('ada')?.html).toBeNull();
    // The position stays: the app reopens the set and paints the card anew.
    expect(resume.readResume('ada')?.itemId).toBe(7);
    expect(resume.readResume('bob')?.html).toContain('Card 3 of 9');

    apiFetch.mockResolvedValue(undefined);
    await flashcards.deleteFlashcard(card(8));
    expect(resume.readResume('bob')?.html).toBeNull();
  });

  it('is dropped with its file', async () => {
    freshDb();
    resume.saveResume(snapshot('ada', { fileId: 1 }));
    resume.saveResume(snapshot('bob', { fileId: 2 }));
    apiFetch.mockResolvedValue(undefined);
    await deleteFile(1);
    expect(resume.readResume('ada')).toBeNull();
    expect(resume.readResume('bob')?.fileId).toBe(2);
  });

  it('a quiz question edited drops the quiz snapshot only', () => {
    resume.saveResume(snapshot('ada', { tab: 'quiz', itemId: 7 }));
    resume.saveResume(snapshot('bob', { tab: 'flashcards', itemId: 7 }));
    resume.invalidateResumeItem('quiz', 7);
    expect(resume.readResume('ada')?.html).toBeNull();
    expect(resume.readResume('bob')?.html).not.toBeNull();
  });
});
