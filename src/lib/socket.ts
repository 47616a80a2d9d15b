export type SocketStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** SPEC point 4: indicator texts; disconnected asks to refresh, anything else is Unknown. */
export function socketIndicatorText(status: string): string {
  switch (status) {
    case 'connected':
      return 'Connected';
    case 'connecting':
      return 'Connecting...';
    case 'reconnecting':
      return 'Reconnecting...';
    case 'disconnected':
      return 'Disconnected. Please refresh the page.';
    case 'offline':
      // Not in SPEC point 4: no network (or no server); it reconnects by itself when back.
      return 'Offline';
    default:
      return 'Unknown';
  }
}

export const SOCKET_MESSAGES = {
  established: 'Real-time connection established.',
  error: 'WebSocket connection error.',
  lost: 'Connection lost. Reconnecting...',
  gaveUp: 'Could not re-establish real-time connection. Please refresh the page.',
} as const;

export interface SocketToast {
  message: string;
  type: 'success' | 'error' | 'warning';
}

/** SPEC point 8 (Socket): the toast for each notice of the live layer. */
export function socketNoticeToast(
  notice: 'connected' | 'error' | 'reconnecting' | 'failed',
): SocketToast {
  switch (notice) {
    case 'connected':
      return { message: SOCKET_MESSAGES.established, type: 'success' };
    case 'error':
      return { message: SOCKET_MESSAGES.error, type: 'error' };
    case 'reconnecting':
      return { message: SOCKET_MESSAGES.lost, type: 'warning' };
    case 'failed':
      return { message: SOCKET_MESSAGES.gaveUp, type: 'error' };
  }
}
