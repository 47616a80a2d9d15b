// @vitest-environment jsdom
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastList, ToastProvider } from '../../../../../src/ui/toasts';

const calls: string[] = [];
const m = {
  uploadFilesLocalFirst: vi.fn(async (): Promise<{ message: string | null; batch: number }> => {
    calls.push('upload');
    return { message: '1 file uploaded', batch: -9 };
  }),
  sendMessage: vi.fn(async (t: string, id: number | null, batch?: number) => {
    calls.push(`send:${t}:${id}${batch === undefined ? '' : `:${batch}`}`);
    return { historyId: id ?? -5, localId: -6, answer: [] as unknown[] | null };
  }),
  answerWaitingQuestion: vi.fn(async () => {
    calls.push('device-answer');
    return true;
  }),
  setFilesPaging: vi.fn(),
};
vi.mock('../../../../../src/data/uploads', () => ({
  uploadFilesLocalFirst: (...a: unknown[]) =>
    (m.uploadFilesLocalFirst as (...x: unknown[]) => unknown)(...a),
}));
vi.mock('../../../../../src/data/files', () => ({
  setFilesPaging: (...a: unknown[]) => m.setFilesPaging(...a),
}));
vi.mock('../../../../../src/data/chat', () => ({
  sendMessage: (t: string, id: number | null, _prefs: unknown, batch?: number) =>
    m.sendMessage(t, id, batch),
  answerWaitingQuestion: () => m.answerWaitingQuestion(),
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
  it('uploads first, then posts the text (a new chat when none is selected)', async () => {
    const { result } = renderHook(() => useSend(null), { wrapper });
    const onUploaded = vi.fn();
    let ok = false;
    await act(async () => {
      ok = await result.current.send(' Explain ATP ', [pdf], onUploaded);
    });
    expect(ok).toBe(true);
    // The message names the send of files it was asked with.
    expect(calls).toEqual(['upload', 'send:Explain ATP:null:-9']);
    expect(onUploaded).toHaveBeenCalled();
    expect(m.setFilesPaging).toHaveBeenCalledWith({ page: 1 });
    expect(screen.getByText('1 file uploaded')).toBeTruthy();
    expect(result.current.thinking).toBe(false);
  });

  it('posts into the selected history', async () => {
    const { result } = renderHook(() => useSend(7), { wrapper });
    await act(async () => {
      await result.current.send('hi', []);
    });
    expect(calls).toEqual(['send:hi:7']);
  });

  it('offline, says the files wait on this device and answers the question here', async () => {
    m.uploadFilesLocalFirst.mockImplementationOnce(async () => {
      calls.push('upload');
      return { message: null, batch: -9 };
    });
    m.sendMessage.mockImplementationOnce(async (t: string, id: number | null) => {
      calls.push(`send:${t}:${id}`);
      return { historyId: -5, localId: -6, answer: null };
    });
    const { result } = renderHook(() => useSend(null), { wrapper });
    let ok = false;
    await act(async () => {
      ok = await result.current.send('What is ATP?', [pdf, pdf]);
    });
    expect(ok).toBe(true);
    expect(
      screen.getByText("2 files saved on this device. They upload when you're back online."),
    ).toBeTruthy();
    expect(calls).toEqual(['upload', 'send:What is ATP?:null', 'device-answer']);
    expect(result.current.thinking).toBe(false);
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

  it('stops when the server refuses the upload', async () => {
    m.uploadFilesLocalFirst.mockRejectedValueOnce(new Error('x'));
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
