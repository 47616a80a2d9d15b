import { useState, type FormEvent } from 'react';
import { useToast } from '../../ui/toasts';
import { getIdToken } from '../../data/api';
import { setFilesPaging } from '../../data/files';
import { addYoutubeLocalFirst } from '../../data/uploads';
import { errorText } from '../../lib/errors';
import { track } from '../../telemetry/analytics';
import { useChatErrors, useChatText } from './messages';

/** The URL field of 'Add YouTube Video' (SPEC points 5 and 8). */
export function AddYoutubeForm({ onDone }: { onDone: () => void }) {
  const chatText = useChatText();
  const chatErrors = useChatErrors();
  const toast = useToast();
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!url.trim()) return toast.show(chatErrors.youtubeRequired, 'error');
    // No token at all means signed out; a token that cannot be refreshed offline still lets
    // the link wait on this device.
    const token = await getIdToken().catch(() => 'unreachable');
    if (!token) return toast.show(chatErrors.youtubeNoToken, 'error');
    setBusy(true);
    try {
      const added = await addYoutubeLocalFirst(url);
      if (added === null) toast.show(chatText.youtubeWaiting, 'info');
      else toast.show(chatErrors.youtubeAdded, 'success');
      track('file_upload', { file_count: 1, source: 'youtube' });
      setFilesPaging({ page: 1 });
      setUrl('');
      onDone();
    } catch (error) {
      toast.show(
        chatErrors.youtubeFailed(errorText(error, chatErrors.youtubeDefaultReason)),
        'error',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="chat-youtube" onSubmit={(e) => void submit(e)}>
      <label htmlFor="chat-youtube-url" className="visually-hidden">
        {chatText.youtubeLabel}
      </label>
      <input
        id="chat-youtube-url"
        type="url"
        inputMode="url"
        value={url}
        placeholder={chatText.youtubePlaceholder}
        onChange={(e) => setUrl(e.target.value)}
        autoFocus
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {chatText.addVideo}
      </button>
    </form>
  );
}
