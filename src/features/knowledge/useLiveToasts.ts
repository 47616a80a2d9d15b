import { useEffect } from 'react';
import { useToast } from '../../ui/toasts';
import { onFileEvent } from '../../data/live';
import { textOf } from '../../lib/i18n/current';
import { LIVE_TEXT } from './messages';

/** SPEC point 8 (Live events): the data layer applies them; here they become toasts. */
export function useLiveToasts(): void {
  const toast = useToast();
  useEffect(
    () =>
      onFileEvent((event) => {
        const liveText = textOf('live', LIVE_TEXT); // in the language shown when it happens
        switch (event.event) {
          case 'file_processed':
            toast.show(liveText.processed(event.result.file_name), 'success');
            break;
          case 'file_status_update':
            if (event.data.status === 'failed')
              toast.show(liveText.failed(event.data.error_message), 'error');
            break;
          case 'file_status_error':
            toast.show(liveText.failed(event.data.error_message), 'error');
            break;
          case 'file_deleted':
            toast.show(liveText.deleted, 'info');
            break;
          case 'file_progress': // shown in the file list, not as a toast
          case 'chat_message': // shown in its chat
          case 'authenticated':
          case 'session_revoked': // the session signs out
            break;
        }
      }),
    [toast],
  );
}
