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
  it('toasts the notices of SPEC point 8', () => {
    expect(socketNoticeToast('connected')).toEqual({
      message: 'Real-time connection established.',
      type: 'success',
    });
    expect(socketNoticeToast('reconnecting')).toEqual({
      message: 'Connection lost. Reconnecting...',
      type: 'warning',
    });
    expect(socketNoticeToast('failed')).toEqual({
      message: 'Could not re-establish real-time connection. Please refresh the page.',
      type: 'error',
    });
    expect(socketNoticeToast('error')).toEqual({
      message: 'WebSocket connection error.',
      type: 'error',
    });
  });
});
