// @vitest-environment jsdom
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastList, ToastProvider } from '../../../../../src/ui/toasts';

const calls: string[] = [];
const m = {
  uploadFiles: vi.fn(async () => {
    calls.push('upload');
    return { message: '1 file uploaded', fileIds: [5] };
  }),
  createHistory: vi.fn(async (title: string) => {
    calls.push(`history:${title}`);
    return { id: 42 };
  }),
  sendMessage: vi.fn(async (_t: string, id: number, _p?: unknown, fileIds: number[] = []) => {
    calls.push(fileIds.length > 0 ? `send:${id}:files=${fileIds.join(',')}` : `send:${id}`);
    return [];
  }),
  selectHistory: vi.fn(),
  setFilesPaging: vi.fn(),
};
vi.mock('../../../../../src/data/files', () => ({
  uploadFiles: (...a: unknown[]) => (m.uploadFiles as (...x: unknown[]) => unknown)(...a),
  setFilesPaging: (...a: unknown[]) => m.setFilesPaging(...a),
}));
vi.mock('../../../../../src/data/chat', () => ({
  createHistory: (t: string) => m.createHistory(t),
  sendMessage: (t: string, id: number, p: unknown, fileIds?: number[]) =>
    m.sendMessage(t, id, p, fileIds),
  selectHistory: (id: number) => m.selectHistory(id),
}));
vi.mock('../../../../../src/data/preferences', () => ({
  usePreferences: () => ({ selectedLanguage: 'English', comprehensionLevel: 'Beginner' }),
}));

const { useSend } = await import('../../../../../src/features/chat/useSend');

const wrapper = ({ children }: { children: ReactNode }) => (
  <ToastProvider>
    <ToastList />
    {children}
  </ToastProvider>
);
const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });

beforeEach(() => {
  calls.length = 0;
  Object.values(m).forEach((f) => f.mockClear());
});
afterEach(cleanup);

describe('useSend', () => {
  it('uploads first, creates a history titled by the text, then posts with the files', async () => {
    const { result } = renderHook(() => useSend(null), { wrapper });
    const onUploaded = vi.fn();
    let ok = false;
    await act(async () => {
      ok = await result.current.send(' Explain ATP ', [pdf], onUploaded);
    });
    expect(ok).toBe(true);
    expect(calls).toEqual(['upload', 'history:Explain ATP', 'send:42:files=5']);
    expect(onUploaded).toHaveBeenCalled();
    expect(m.setFilesPaging).toHaveBeenCalledWith({ page: 1 });
    expect(m.selectHistory).toHaveBeenCalledWith(42);
    expect(screen.getByText('1 file uploaded')).toBeTruthy();
  });

  it('posts into the selected history', async () => {
    const { result } = renderHook(() => useSend(7), { wrapper });
    await act(async () => {
      await result.current.send('hi', []);
    });
    expect(calls).toEqual(['send:7']);
  });

  it('refuses to send nothing', async () => {
    const { result } = renderHook(() => useSend(7), { wrapper });
    await act(async () => {
      await result.current.send('  ', []);
    });
    expect(calls).toEqual([]);
    expect(
      screen.getByText('Nothing to send. Please type a message or attach files.'),
    ).toBeTruthy();
  });

  it('stops when the upload fails', async () => {
    m.uploadFiles.mockRejectedValueOnce(new Error('x'));
    const { result } = renderHook(() => useSend(7), { wrapper });
    await act(async () => {
      await result.current.send('hi', [pdf]);
    });
    expect(m.sendMessage).not.toHaveBeenCalled();
    // The spec's sentence leads; the reason follows on a second line.
    expect(
      screen.getByText('An error occurred during file upload. Please try again.', { exact: false })
        .textContent,
    ).toBe('An error occurred during file upload. Please try again.\nx');
  });
});
