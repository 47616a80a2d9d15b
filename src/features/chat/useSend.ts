import { useState } from 'react';
import { usePreferences } from '../../data/preferences';
import { useToast } from '../../ui/toasts';
import { createHistory, selectHistory, sendMessage } from '../../data/chat';
import { setFilesPaging, uploadFiles } from '../../data/files';
import { checkSend } from '../../lib/attachments';
import { errorText } from '../../lib/errors';
import { CHAT_ERRORS, CHAT_TEXT, uploadFailureText } from './messages';

/**
 * SPEC point 4 "Sending a message": files are uploaded first, then the message is posted,
 * in a history created on the fly (title = the text, or 'New Chat') when none is selected.
 */
export function useSend(historyId: number | null): {
  sending: boolean;
  pending: string | null;
  send: (text: string, files: readonly File[], onUploaded?: () => void) => Promise<boolean>;
} {
  const prefs = usePreferences();
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const [pending, setPending] = useState<string | null>(null);

  async function send(
    text: string,
    files: readonly File[],
    onUploaded?: () => void,
  ): Promise<boolean> {
    if (sending) return false;
    const check = checkSend(text, files);
    if (!check.ok) {
      toast.show(check.error, 'error');
      return false;
    }
    if (check.warning) toast.show(check.warning, 'warning');
    setSending(true);
    try {
      let attached: number[] = [];
      if (check.files.length > 0) {
        try {
          const { message, fileIds } = await uploadFiles(check.files, prefs);
          attached = fileIds;
          toast.show(message || CHAT_ERRORS.uploadFailed, message ? 'success' : 'error');
          setFilesPaging({ page: 1 });
          onUploaded?.();
        } catch (error) {
          toast.show(uploadFailureText(error), 'error');
          return false;
        }
      }
      if (!check.text) return true;
      setPending(check.text);
      try {
        let id = historyId;
        if (id == null) {
          id = (await createHistory(check.text || CHAT_TEXT.defaultTitle)).id;
          selectHistory(id);
        }
        await sendMessage(check.text, id, prefs, attached);
        return true;
      } catch (error) {
        toast.show(CHAT_ERRORS.sendFailed(errorText(error)), 'error');
        return false;
      }
    } finally {
      setPending(null);
      setSending(false);
    }
  }

  return { sending, pending, send };
}
