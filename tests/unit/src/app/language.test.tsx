// @vitest-environment jsdom
// The language setting switches the interface at once: the screen re-renders in the new
// language from the same data (a real Dexie over fake-indexeddb), with no reload.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeUserDb, freshDb } from '../data/real-db';
import { fileRecord } from '../fixtures';

const apiFetch = vi.fn();
vi.mock('../../../../src/data/api', async (original) => ({
  ...(await original<typeof import('../../../../src/data/api')>()),
  apiFetch: (...a: unknown[]) => apiFetch(...a),
}));
const { ApiError, NETWORK_ERROR } = await import('../../../../src/data/api');
const { followLanguagePreference, languageReady, showLanguage } =
  await import('../../../../src/app/language');
const { reloadPreferences, PREFERENCES_KEY } = await import('../../../../src/data/preferences');
const { KnowledgePanel } = await import('../../../../src/features/knowledge/KnowledgePanel');
const { ToastProvider } = await import('../../../../src/ui/toasts');

function chooseLanguage(language: string): void {
  localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ selectedLanguage: language }));
  reloadPreferences(); // as the Settings' select does through the same store
}

let stop: () => void = () => undefined;

beforeEach(async () => {
  localStorage.clear();
  const db = freshDb();
  await db.files.put(fileRecord(1, { file_name: 'cells.pdf', status: 'processed' }));
  await db.files.put(fileRecord(2, { file_name: 'notes.txt', status: 'failed' }));
  apiFetch.mockReset();
  apiFetch.mockRejectedValue(new ApiError(0, NETWORK_ERROR)); // offline: the device's copy
  stop = followLanguagePreference();
});
afterEach(async () => {
  cleanup();
  stop();
  await showLanguage('English');
  closeUserDb();
});

describe('switching the language setting', () => {
  it('re-renders the file list in French at once, then in English again', async () => {
    render(
      <MemoryRouter>
        <ToastProvider>
          <KnowledgePanel />
        </ToastProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('cells.pdf')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your Files' })).toBeTruthy();
    expect(screen.getByText('✓ Ready')).toBeTruthy();

    await act(async () => {
      chooseLanguage('French');
      await languageReady();
    });
    expect(screen.getByRole('heading', { name: 'Vos fichiers' })).toBeTruthy();
    expect(screen.getByText('✓ Prêt')).toBeTruthy();
    expect(screen.getByText('❌ Échec')).toBeTruthy();
    expect(screen.getByText('Page 1 sur 1')).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Légende des statuts' });
    expect(within(legend).getByText('En traitement')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Supprimer cells.pdf' })).toBeTruthy();
    expect(screen.getByText('cells.pdf')).toBeTruthy(); // the student's data is not translated
    expect(document.documentElement.lang).toBe('fr');

    await act(async () => {
      chooseLanguage('English');
      await languageReady();
    });
    expect(screen.getByRole('heading', { name: 'Your Files' })).toBeTruthy();
    expect(screen.getByText('✓ Ready')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});
