import { useEffect } from 'react';
import { useToast } from '../../ui/toasts';
import { onSocketNotice, useSocketStatus } from '../../data/live';
import { socketIndicatorText, socketNoticeToast } from '../../lib/socket';
import { useChatText } from './messages';

/** The real-time indicator, and the socket toasts of SPEC point 8. */
export function ConnectionStatus() {
  const chatText = useChatText();
  const status = useSocketStatus();
  const toast = useToast();
  useEffect(
    () =>
      onSocketNotice((notice) => {
        const t = socketNoticeToast(notice);
        toast.show(t.message, t.type);
      }),
    [toast],
  );
  return (
    <p className={`chat-connection ${status}`} role="status" aria-label={chatText.connection}>
      <span className="chat-connection-dot" aria-hidden="true" />
      {socketIndicatorText(status)}
    </p>
  );
}
