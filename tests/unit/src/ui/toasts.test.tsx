// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastList, ToastProvider, useToast } from '../../../../src/ui/toasts';

let show: ReturnType<typeof useToast>['show'] = () => undefined;
function Grab() {
  show = useToast().show;
  return null;
}

function renderToasts() {
  render(
    <ToastProvider>
      <Grab />
      <ToastList />
    </ToastProvider>,
  );
}

const messages = () =>
  Array.from(document.querySelectorAll('.toast-message')).map((node) => node.textContent);

describe('toasts (SPEC point 4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renderToasts();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('puts new toasts in front', () => {
    act(() => show('first'));
    act(() => show('second', 'success'));
    act(() => show('third', 'error'));
    expect(messages()).toEqual(['third', 'second', 'first']);
    expect(document.querySelector('.toast')?.className).toContain('toast-error');
  });

  it('lives in a polite status region', () => {
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
  });

  it('removes a toast after the default 5000 ms', () => {
    act(() => show('bye'));
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(messages()).toEqual(['bye']);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(messages()).toEqual([]);
  });

  it('honours a custom duration per toast', () => {
    act(() => show('long', 'info', 10_000));
    act(() => show('short', 'info', 1000));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(messages()).toEqual(['long']);
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(messages()).toEqual([]);
  });

  it('never auto-dismisses a toast with duration 0', () => {
    act(() => show('sticky', 'warning', 0));
    act(() => {
      vi.advanceTimersByTime(3_600_000);
    });
    expect(messages()).toEqual(['sticky']);
  });

  it('removes a toast on click', () => {
    act(() => show('one', 'info', 0));
    act(() => show('two', 'info', 0));
    fireEvent.click(screen.getByText('two'));
    expect(messages()).toEqual(['one']);
  });
});
