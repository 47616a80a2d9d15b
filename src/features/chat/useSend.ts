import { useState } from 'react';
import { usePreferences } from '../../data/preferences';
import { useToast } from '../../ui/toasts';
import { checkSend } from '../../lib/attachments';
import { track } from '../../telemetry/analytics';
import { errorText } from '../../lib/errors';
import { useLanguageState } from '../../ui/i18n';
import { uploadFailureText, useChatErrors, useChatText } from './messages';

/**
 * What sending needs (the outbox, the API, the device's engine), loaded on the first send or
 * once the screen has painted: the chat screen's first paint does not wait for it.
 */
export function loadSending() {
  return Promise.all([
    import('../../data/chat'),
    import('../../data/uploads'),
    import('../../data/files'),
  ]).then(([chat, uploads, files]) => ({ chat, uploads, files }));
}

/**
 * SPEC point 4 "Sending a message": files are uploaded first, then the message is posted,
 * in a history created on the fly (title = the text, or 'New Chat') when none is selected.
 * Both are saved on this device first and sent in order: offline (or with the server out of
 * reach) they wait, the files in the file list and the question in the conversation, and the
 * engine on this device answers the question meanwhile.
 */
export function useSend(historyId: number | null): {
  sending: boolean;
  /** A question waits for its answer (the server's, or this device's while offline). */
  thinking: boolean;
  send: (text: string, files: readonly File[], onUploaded?: () => void) => Promise<boolean>;
} {
  const chatText = useChatText();
  const chatErrors = useChatErrors();
  const { language } = useLanguageState();
  /** SPEC point 7 shows the server's answer; it writes English, so other languages say it here. */
  const uploadedText = (message: string, count: number) =>
    language === 'English' ? message : chatText.uploaded(count);
  const prefs = usePreferences();
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const [thinking, setThinking] = useState(false);

  /** Uploads the files first; resolves with their send's batch, or null when refused. */
  async function upload(files: readonly File[], onUploaded?: () => void): Promise<number | null> {
    try {
      const { uploads, files: fileList } = await loadSending();
      const { message, batch } = await uploads.uploadFilesLocalFirst(files, prefs);
      track('file_upload', { file_count: files.length, source: 'chat' });
      if (message === null) toast.show(chatText.uploadsWaiting(files.length), 'info');
      else if (!message) toast.show(chatErrors.uploadFailed, 'error');
      else toast.show(uploadedText(message, files.length), 'success');
      fileList.setFilesPaging({ page: 1 });
      onUploaded?.();
      return batch;
    } catch (error) {
      toast.show(uploadFailureText(error), 'error');
      return null;
    }
  }

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
      let batch: number | undefined;
      if (check.files.length > 0) {
        const uploaded = await upload(check.files, onUploaded);
        if (uploaded === null) return false;
        batch = uploaded;
      }
      if (!check.text) return true;
      setThinking(true);
      let sent;
      let chat;
      try {
        chat = (await loadSending()).chat;
        // With the files sent, so a question about one still being processed is answered once
        // it is ready.
        sent = await chat.sendMessage(check.text, historyId, prefs, batch);
        track('chat_message_sent', {
          length: check.text.length,
          file_count: check.files.length,
        });
      } catch (error) {
        setThinking(false);
        toast.show(chatErrors.sendFailed(errorText(error)), 'error');
        return false;
      }
      if (sent.answer !== null) setThinking(false);
      else
        // Sent later: the engine on this device answers meanwhile, off the input's way.
        void chat
          .answerWaitingQuestion(sent, check.text, prefs)
          .catch((error: unknown) => console.error('No answer on this device', error))
          .finally(() => setThinking(false));
      return true;
    } finally {
      setSending(false);
    }
  }

  return { sending, thinking, send };
}
