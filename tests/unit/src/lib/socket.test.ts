import { describe, expect, it } from 'vitest';
import { socketIndicatorText, socketNoticeToast } from '../../../../src/lib/socket';

describe('socket indicator', () => {
  it('names each status, asks to refresh when disconnected, Unknown otherwise', () => {
    expect(socketIndicatorText('connected')).toBe('Connected');
    expect(socketIndicatorText('connecting')).toBe('Connecting...');
    expect(socketIndicatorText('reconnecting')).toBe('Reconnecting...');
    expect(socketIndicatorText('disconnected')).toBe('Disconnected. Please refresh the page.');
    expect(socketIndicatorText('weird')).toBe('Unknown');
  });
  it.each([
    ['connected', 'Real-time connection established.', 'success'],
    ['reconnecting', 'Connection lost. Reconnecting...', 'warning'],
    ['failed', 'Could not re-establish real-time connection. Please refresh the page.', 'error'],
    ['error', 'WebSocket connection error.', 'error'],
  ] as const)('toasts the %s notice of SPEC point 8', (notice, message, type) => {
    expect(socketNoticeToast(notice)).toEqual({ message, type });
  });
});
