import { useState, type FormEvent } from 'react';
import { useToast } from '../../ui/toasts';
import { getIdToken } from '../../data/api';
import { setFilesPaging } from '../../data/files';
import { addYoutubeLocalFirst } from '../../data/uploads';
import { errorText } from '../../lib/errors';
import { track } from '../../telemetry/analytics';
import { CHAT_ERRORS, CHAT_TEXT } from './messages';

/** The URL field of 'Add YouTube Video' (SPEC points 5 and 8). */
export function AddYoutubeForm({ onDone }: { onDone: () => void }) {
  const toast = useToast();
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!url.trim()) return toast.show(CHAT_ERRORS.youtubeRequired, 'error');
    // No token at all means signed out; a token that cannot be refreshed offline still lets
    // the link wait on this device.
    const token = await getIdToken().catch(() => 'unreachable');
    if (!token) return toast.show(CHAT_ERRORS.youtubeNoToken, 'error');
    setBusy(true);
    try {
      const added = await addYoutubeLocalFirst(url);
      if (added === null) toast.show(CHAT_TEXT.youtubeWaiting, 'info');
      else toast.show(CHAT_ERRORS.youtubeAdded, 'success');
      track('file_upload', { file_count: 1, source: 'youtube' });
      setFilesPaging({ page: 1 });
      setUrl('');
      onDone();
    } catch (error) {
      toast.show(
        CHAT_ERRORS.youtubeFailed(errorText(error, CHAT_ERRORS.youtubeDefaultReason)),
        'error',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="chat-youtube" onSubmit={(e) => void submit(e)}>
      <label htmlFor="chat-youtube-url" className="visually-hidden">
        {CHAT_TEXT.youtubeLabel}
      </label>
      <input
        id="chat-youtube-url"
        type="url"
        inputMode="url"
        value={url}
        placeholder={CHAT_TEXT.youtubePlaceholder}
        onChange={(e) => setUrl(e.target.value)}
        autoFocus
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {CHAT_TEXT.addVideo}
      </button>
    </form>
  );
}
