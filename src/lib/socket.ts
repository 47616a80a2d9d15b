import { textOf } from './i18n/current';

export type SocketStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** SPEC point 4: indicator texts; disconnected asks to refresh, anything else is Unknown. */
export const SOCKET_INDICATOR = {
  connected: 'Connected',
  connecting: 'Connecting...',
  reconnecting: 'Reconnecting...',
  disconnected: 'Disconnected. Please refresh the page.',
  // Not in SPEC point 4: no network (or no server); it reconnects by itself when back.
  offline: 'Offline',
  unknown: 'Unknown',
} as const;

export function socketIndicatorText(status: string): string {
  const text = textOf('socketIndicator', SOCKET_INDICATOR);
  switch (status) {
    case 'connected':
    case 'connecting':
    case 'reconnecting':
    case 'disconnected':
    case 'offline':
      return text[status];
    default:
      return text.unknown;
  }
}

export const SOCKET_MESSAGES = {
  established: 'Real-time connection established.',
  error: 'WebSocket connection error.',
  lost: 'Connection lost. Reconnecting...',
  gaveUp: 'Could not re-establish real-time connection. Please refresh the page.',
} as const;

declare module './i18n/sections' {
  interface Sections {
    socketIndicator: typeof SOCKET_INDICATOR;
    socketMessages: typeof SOCKET_MESSAGES;
  }
}

export interface SocketToast {
  message: string;
  type: 'success' | 'error' | 'warning';
}

/** SPEC point 8 (Socket): the toast for each notice of the live layer. */
export function socketNoticeToast(
  notice: 'connected' | 'error' | 'reconnecting' | 'failed',
): SocketToast {
  const text = textOf('socketMessages', SOCKET_MESSAGES);
  switch (notice) {
    case 'connected':
      return { message: text.established, type: 'success' };
    case 'error':
      return { message: text.error, type: 'error' };
    case 'reconnecting':
      return { message: text.lost, type: 'warning' };
    case 'failed':
      return { message: text.gaveUp, type: 'error' };
  }
}
