// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketEvent } from '../../../../../contract';
import { ToastList, ToastProvider } from '../../../../../src/ui/toasts';
import { fileRecord } from '../../fixtures';

const state = vi.hoisted(() => ({
  view: {
    items: [] as unknown[],
    total: 0,
    loading: false,
    error: null as string | null,
    reload: () => undefined,
  },
  paging: { page: 1, pageSize: 10 },
  listener: null as ((e: unknown) => void) | null,
  waiting: [] as unknown[],
}));
const cancelUpload = vi.fn();
vi.mock('../../../../../src/data/uploads', () => ({
  useWaitingUploads: () => state.waiting,
  cancelUpload: (...a: unknown[]) => cancelUpload(...a),
}));
const deleteFile = vi.fn();
const openViewer = vi.fn();
const setFilesPaging = vi.fn();
vi.mock('../../../../../src/data/files', () => ({
  useFiles: () => state.view,
  useFilesPaging: () => state.paging,
  setFilesPaging: (...a: unknown[]) => setFilesPaging(...a),
  deleteFile: (...a: unknown[]) => deleteFile(...a),
  openViewer: (...a: unknown[]) => openViewer(...a),
  closeViewer: () => undefined,
}));
vi.mock('../../../../../src/data/live', () => ({
  useFileProgress: () => null,
  onFileEvent: (l: (e: unknown) => void) => {
    state.listener = l;
    return () => undefined;
  },
}));

const { KnowledgePanel } = await import('../../../../../src/features/knowledge/KnowledgePanel');

const file = fileRecord;

function setup() {
  render(
    <ToastProvider>
      <ToastList />
      <MemoryRouter initialEntries={['/chat']}>
        <Routes>
          <Route path="/chat" element={<KnowledgePanel />} />
          <Route path="/settings" element={<p>settings page</p>} />
        </Routes>
      </MemoryRouter>
    </ToastProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  state.view = { items: [], total: 0, loading: false, error: null, reload: () => undefined };
  state.paging = { page: 1, pageSize: 10 };
  state.waiting = [];
  cancelUpload.mockReset();
  deleteFile.mockReset();
  openViewer.mockReset();
  setFilesPaging.mockReset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('KnowledgePanel', () => {
  it('shows the legend, heading and empty states', () => {
    state.view.loading = true;
    setup();
    for (const text of ['Processing', 'Ready', 'Failed', 'Your Files', 'Loading files...']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    cleanup();
    state.view.loading = false;
    setup();
    expect(screen.getByText('No files uploaded yet')).toBeTruthy();
  });

  it('labels statuses and cuts names', () => {
    state.view.items = [
      file(1, { file_name: 'a'.repeat(35) }),
      file(2, { status: 'uploaded' }),
      file(3, { status: 'processing' }),
      file(4, { status: 'extracted' }),
      file(5, { status: 'failed' }),
      file(6, { file_type: 'youtube', file_name: 'b'.repeat(50) }),
    ];
    state.view.total = 6;
    setup();
    expect(screen.getByText(`${'a'.repeat(27)}...`)).toBeTruthy();
    expect(screen.getByText(`YouTube: ${'b'.repeat(28)}...`)).toBeTruthy();
    for (const label of [
      '✓ Ready',
      '📤 Uploaded',
      '⏳ Processing...',
      '🔍 Extracting content...',
      '❌ Failed',
    ]) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
  });

  it('paginates with Prev, Next, Page X of Y and sizes 10/25/50', async () => {
    state.view.items = [file(1)];
    state.view.total = 25;
    state.paging = { page: 2, pageSize: 10 };
    const user = setup();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(setFilesPaging).toHaveBeenCalledWith({ page: 3 });
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(setFilesPaging).toHaveBeenCalledWith({ page: 1 });
    const size = screen.getByRole('combobox', { name: 'Files per page' }) as HTMLSelectElement;
    expect([...size.options].map((o) => o.value)).toEqual(['10', '25', '50']);
    await user.selectOptions(size, '25');
    expect(setFilesPaging).toHaveBeenCalledWith({ page: 1, pageSize: 25 });
  });

  it('opens a file in the viewer', async () => {
    state.view.items = [file(1)];
    const user = setup();
    await user.click(screen.getByRole('button', { name: /^file1\.pdf/ }));
    expect(openViewer).toHaveBeenCalledWith({ kind: 'file', fileId: 1, position: null });
  });

  it('deletes after confirmation with the success and failure toasts', async () => {
    state.view.items = [file(1)];
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Delete file1.pdf' }));
    expect(deleteFile).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    deleteFile.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: 'Delete file1.pdf' }));
    expect(await screen.findByText('File deleted successfully!')).toBeTruthy();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    deleteFile.mockRejectedValueOnce(new Error('boom'));
    await user.click(screen.getByRole('button', { name: 'Delete file1.pdf' }));
    expect(await screen.findByText('Failed to delete file.')).toBeTruthy();
  });

  it('toasts live events', () => {
    setup();
    const emit = (e: SocketEvent) => act(() => state.listener?.(e));
    emit({ event: 'file_processed', result: file(9, { file_name: 'notes.pdf' }) });
    emit({
      event: 'file_status_update',
      data: { file_id: 9, status: 'failed', error_message: null },
    });
    emit({
      event: 'file_status_error',
      data: { file_id: 9, status: 'failed', error_message: 'Bad PDF' },
    });
    emit({ event: 'file_deleted', data: { file_id: 9, status: null, error_message: null } });
    expect(screen.getByText('File "notes.pdf" has been processed.')).toBeTruthy();
    expect(screen.getByText('Error processing file: Unknown error')).toBeTruthy();
    expect(screen.getByText('Error processing file: Bad PDF')).toBeTruthy();
    expect(screen.getByText('File was deleted.')).toBeTruthy();
  });

  it('goes to settings', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: /Settings/ }));
    expect(screen.getByText('settings page')).toBeTruthy();
  });

  it('lists uploads waiting on this device by name, and removes one from the queue', async () => {
    state.waiting = [
      {
        id: -3,
        batch: -3,
        kind: 'file',
        file_name: 'tunnel-notes.txt',
        file_type: 'text',
        size_bytes: 5,
        blob: null,
        url: null,
        created_at: '2026-01-02T00:00:00Z',
      },
    ];
    state.view.items = [file(1)];
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    cancelUpload.mockResolvedValueOnce(undefined);
    const user = setup();
    expect(screen.getByText('tunnel-notes.txt')).toBeTruthy();
    expect(screen.getByText('🕓 Waiting to upload')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete tunnel-notes.txt' }));
    expect(cancelUpload).toHaveBeenCalledWith(-3);
    expect(deleteFile).not.toHaveBeenCalled();
    expect(
      await screen.findByText('Removed from the uploads waiting on this device.'),
    ).toBeTruthy();
  });
});
