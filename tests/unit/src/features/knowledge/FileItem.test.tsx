// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MnemoDb } from '../../../../../src/data/db';
import { applyFileEvent } from '../../../../../src/data/live';
import { FileItem } from '../../../../../src/features/knowledge/FileItem';
import { fileRecord } from '../../fixtures';

// file_progress touches no table; file_processed puts the record.
const db = { files: { put: async () => undefined } } as unknown as MnemoDb;

afterEach(cleanup);

describe('FileItem', () => {
  it('shows the pages read while a PDF is processing, and drops them once it is ready', async () => {
    const file = fileRecord(3, { status: 'processing' });
    const { rerender } = render(<FileItem file={file} onOpen={() => {}} onDelete={() => {}} />);
    expect(screen.getByText('⏳ Processing...')).toBeTruthy();
    await act(() =>
      applyFileEvent(db, {
        event: 'file_progress',
        data: { file_id: 3, pages_read: 120, page_count: 300 },
      }),
    );
    expect(screen.getByText('⏳ Processing... · page 120 of 300')).toBeTruthy();
    const ready = { ...file, status: 'processed' as const };
    await act(() => applyFileEvent(db, { event: 'file_processed', result: ready }));
    rerender(<FileItem file={ready} onOpen={() => {}} onDelete={() => {}} />);
    expect(screen.getByText('✓ Ready')).toBeTruthy();
    expect(screen.queryByText(/page 120/)).toBeNull();
  });
});
