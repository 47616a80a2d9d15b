// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileRecord } from '../../../../../contract';
import { fileRecord } from '../../fixtures';

const state = vi.hoisted(() => ({ target: null as unknown, file: undefined as unknown }));
const closeViewer = vi.fn();
vi.mock('../../../../../src/data/files', () => ({
  useViewerTarget: () => state.target,
  useFile: () => state.file,
  closeViewer: () => closeViewer(),
  findFile: async () => false,
}));

const { FileViewer } = await import('../../../../../src/features/viewer/FileViewer');

const tabs = {
  concepts: () => <p>concepts tab</p>,
  flashcards: () => <p>flashcards tab</p>,
  quiz: () => <p>quiz tab</p>,
};

const file = (patch: Partial<FileRecord>): FileRecord =>
  fileRecord(1, { file_name: 'notes.pdf', file_url: '/f/1?sig=a', created_at: '', ...patch });

function show(
  f: FileRecord | null | undefined,
  position: { page: number | null; seconds: number | null } | null = null,
) {
  state.target = { kind: 'file', fileId: 1, position };
  state.file = f;
  return render(<FileViewer tabs={tabs} />);
}

beforeEach(() => closeViewer.mockReset());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('FileViewer', () => {
  it('renders nothing without a target', () => {
    state.target = null;
    const { container } = render(<FileViewer tabs={tabs} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows Loading file... until the file is known', () => {
    show(undefined);
    expect(screen.getAllByText('Loading file...').length).toBeGreaterThan(0);
  });

  it('titles with the file name, closes, and defaults to Key Concepts', async () => {
    show(file({}));
    expect(screen.getByRole('heading', { name: 'notes.pdf' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Key Concepts' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByText('concepts tab')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Quiz' }));
    expect(screen.getByText('quiz tab')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close viewer' }));
    expect(closeViewer).toHaveBeenCalled();
  });

  it('shows a PDF in our pdf.js frame at the page', async () => {
    const { container } = show(file({}), { page: 4, seconds: null });
    await waitFor(() => expect(container.querySelector('iframe')).toBeTruthy());
    const src = container.querySelector('iframe')?.getAttribute('src') ?? '';
    expect(src).toContain('src/pdf-viewer/index.html?');
    const params = new URLSearchParams(src.split('?')[1]);
    expect(params.get('file')).toBe('/f/1?sig=a');
    expect(params.get('page')).toBe('4');
  });

  it('embeds YouTube by parsed id at the start time', () => {
    const { container } = show(
      file({ file_type: 'youtube', file_url: 'https://youtu.be/dQw4w9WgXcQ', file_name: 'talk' }),
      { page: null, seconds: 83 },
    );
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?enablejsapi=1&start=83',
    );
  });

  it('plays videos with controls and shows images', async () => {
    const { container } = show(
      file({ file_type: 'video', file_url: '/v.mp4', file_name: 'v.mp4' }),
    );
    await waitFor(() =>
      expect(container.querySelector('video')?.hasAttribute('controls')).toBe(true),
    );
    cleanup();
    show(file({ file_type: 'image', file_url: '/i.png', file_name: 'i.png' }));
    expect(await screen.findByRole('img', { name: 'i.png' })).toBeTruthy();
  });

  it('names unsupported types and reports undetermined ones', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show(file({ file_type: 'text', file_url: '/n.txt', file_name: 'n.txt' }));
    expect(screen.getByText('Unsupported file type: text')).toBeTruthy();
    expect(String(error.mock.calls[0]?.[0])).toContain(
      'Unsupported file type or could not determine type for: n.txt',
    );
  });

  it('shows the status message instead of tabs until processed', () => {
    show(file({ status: 'processing' }));
    expect(
      screen.getByText('File is being processed. Key concepts will appear when ready.'),
    ).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    cleanup();
    show(file({ status: 'failed' }));
    expect(screen.getByText('File processing failed. Please try again later.')).toBeTruthy();
  });

  it('opens external stubs without study tabs', () => {
    state.target = {
      kind: 'external',
      file: {
        id: -1,
        file_name: 'a.png',
        file_url: 'https://x.org/a.png',
        file_type: 'image',
        status: 'processed',
      },
      position: null,
    };
    render(<FileViewer tabs={tabs} />);
    expect(screen.getByRole('img', { name: 'a.png' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
