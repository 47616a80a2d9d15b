// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeViewer,
  openViewer,
  setFilesPaging,
  useFilesPaging,
  useViewerTarget,
} from '../../../../src/data/screen-state';
import { DEFAULT_PAGE_SIZE } from '../../../../src/lib/pagination';

afterEach(cleanup);

describe('screen state shared by panels', () => {
  it('keeps the knowledge base page, merging partial changes', () => {
    const { result } = renderHook(() => useFilesPaging());
    expect(result.current).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
    act(() => setFilesPaging({ page: 3 }));
    expect(result.current).toEqual({ page: 3, pageSize: DEFAULT_PAGE_SIZE });
    act(() => setFilesPaging({ pageSize: 25 }));
    expect(result.current).toEqual({ page: 3, pageSize: 25 });
    act(() => setFilesPaging({ page: 1, pageSize: DEFAULT_PAGE_SIZE }));
  });

  it('tells every reader which file the viewer shows, until it closes', () => {
    const first = renderHook(() => useViewerTarget());
    const second = renderHook(() => useViewerTarget());
    expect(first.result.current).toBeNull();
    const target = { kind: 'file', fileId: 7, position: { page: 4, seconds: null } } as const;
    act(() => openViewer(target));
    expect(first.result.current).toEqual(target);
    expect(second.result.current).toBe(first.result.current);
    act(() => closeViewer());
    expect(first.result.current).toBeNull();
    expect(second.result.current).toBeNull();
  });
});
