// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeyConcept } from '../../../../../contract';
import { ToastList, ToastProvider } from '../../../../../src/ui/toasts';
import type { StudyTabProps } from '../../../../../src/lib/player';

const state = vi.hoisted(() => ({ items: [] as unknown[] }));
const data = { createConcept: vi.fn(), updateConcept: vi.fn(), deleteConcept: vi.fn() };
vi.mock('../../../../../src/data/concepts', () => ({
  useKeyConcepts: () => ({
    items: state.items,
    loading: false,
    error: null,
    reload: async () => undefined,
  }),
  createConcept: (...a: unknown[]) => data.createConcept(...a),
  updateConcept: (...a: unknown[]) => data.updateConcept(...a),
  deleteConcept: (...a: unknown[]) => data.deleteConcept(...a),
}));

const { ConceptsTab } = await import('../../../../../src/features/concepts/ConceptsTab');

const concept = (id: number, patch: Partial<KeyConcept> = {}): KeyConcept => ({
  id,
  file_id: 1,
  concept_title: `Concept ${id}`,
  concept_explanation: 'Explained',
  source_page_number: null,
  source_video_timestamp_start_seconds: null,
  source_video_timestamp_end_seconds: null,
  is_custom: false,
  created_at: '2026-01-05T00:00:00Z',
  ...patch,
});

function setup(viewerType: StudyTabProps['file']['viewerType'] = 'pdf') {
  const player = { gotoPage: vi.fn(), seek: vi.fn() };
  render(
    <ToastProvider>
      <ToastList />
      <ConceptsTab
        file={{ id: 1, file_name: 'f', status: 'processed', viewerType }}
        player={player}
      />
    </ToastProvider>,
  );
  return { user: userEvent.setup(), player };
}

beforeEach(() => {
  state.items = [];
  Object.values(data).forEach((f) => f.mockReset());
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ConceptsTab', () => {
  it('shows cards with title, Custom badge, source and date lines', () => {
    state.items = [
      concept(1, { source_page_number: 3 }),
      concept(2, { concept_title: '', is_custom: true }),
    ];
    setup();
    expect(screen.getByText('Concept 1')).toBeTruthy();
    expect(screen.getByText('Untitled Concept')).toBeTruthy();
    expect(screen.getByText('Custom')).toBeTruthy();
    expect(screen.getByText('Found in: Page 3')).toBeTruthy();
    expect(screen.getByText('No source location available')).toBeTruthy();
    expect(screen.getByText('Custom concept')).toBeTruthy();
    expect(screen.getByText(/^Added: /)).toBeTruthy();
  });

  it('collapses and expands', async () => {
    state.items = [concept(1)];
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Collapse Concept 1' }));
    expect(screen.queryByText('Explained')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expand Concept 1' }));
    expect(screen.getByText('Explained')).toBeTruthy();
  });

  it('jumps the PDF to the page', async () => {
    state.items = [concept(1, { source_page_number: 3 })];
    const { user, player } = setup();
    await user.click(screen.getByRole('button', { name: 'Found in: Page 3' }));
    expect(player.gotoPage).toHaveBeenCalledWith(3);
    expect(screen.getByText('Navigated to page 3')).toBeTruthy();
  });

  it('plays a video segment and highlights the card for its length', async () => {
    // The clock moves only when the test moves it (with shouldAdvanceTime a loaded machine could let
    // the 5 s highlight run out before the first assertion); the click is a plain DOM event, since
    // user-event waits on timers of its own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    state.items = [
      concept(1, {
        source_video_timestamp_start_seconds: 10,
        source_video_timestamp_end_seconds: 15,
      }),
    ];
    const { player } = setup('video');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Found in: 00:10 - 00:15' }));
    });
    expect(player.seek).toHaveBeenCalledWith(10, 15);
    expect(screen.getByText('Playing segment (00:10 - 00:15, 5s)')).toBeTruthy();
    const card = screen.getByText('Concept 1').closest('li');
    expect(card?.className).toContain('highlighted');
    await vi.advanceTimersByTimeAsync(5100);
    expect(card?.className).not.toContain('highlighted');
    vi.useRealTimers();
  });

  it('jumps without a segment', async () => {
    state.items = [concept(1, { source_video_timestamp_start_seconds: 83 })];
    const { user } = setup('youtube');
    await user.click(screen.getByRole('button', { name: 'Found in: 01:23' }));
    expect(screen.getByText('Jumped to 01:23')).toBeTruthy();
  });

  it('sorts alphabetically', async () => {
    state.items = [concept(1, { concept_title: 'Zeta' }), concept(2, { concept_title: 'Alpha' })];
    const { user } = setup();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort concepts' }),
      'alphabetical',
    );
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Alpha', 'Zeta']);
  });

  it('creates a custom concept with the PDF page, showing Adding... while in flight', async () => {
    let finish: () => void = () => undefined;
    data.createConcept.mockImplementation(
      () => new Promise((r) => (finish = () => r({ item: concept(9), synced: true }))),
    );
    const { user } = setup('pdf');
    await user.click(screen.getByRole('button', { name: /Add Concept/ }));
    const submit = screen.getByRole('button', { name: 'Add Key Concept' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.queryByLabelText('Video Start Time')).toBeNull();
    await user.type(screen.getByLabelText('Concept Title'), 'T');
    await user.type(screen.getByLabelText('Explanation'), 'E');
    await user.type(screen.getByLabelText('Source Page Number'), '2');
    await user.click(submit);
    expect(screen.getByRole('button', { name: 'Adding...' })).toBeTruthy();
    finish();
    expect(await screen.findByText('Key concept added successfully!')).toBeTruthy();
    expect(data.createConcept).toHaveBeenCalledWith(1, {
      concept_title: 'T',
      concept_explanation: 'E',
      source_page_number: 2,
      is_custom: true,
    });
  });

  it('saves inline edits and deletes after confirmation, with toasts', async () => {
    state.items = [concept(1)];
    data.updateConcept.mockResolvedValue(concept(1));
    data.deleteConcept.mockResolvedValue(undefined);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Concept Title'));
    await user.type(screen.getByLabelText('Concept Title'), 'New');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Key concept saved!')).toBeTruthy();
    expect(data.updateConcept.mock.calls[0]?.[1]).toMatchObject({
      concept_title: 'New',
      concept_explanation: 'Explained',
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Key concept deleted!')).toBeTruthy();
  });
});
