import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ACCEPT_ATTRIBUTE } from '../../lib/attachments';
import { trackClick } from '../../telemetry/analytics';
import { useChatText } from './messages';

// With the uploads' code: loaded when the student asks for the field, not with the chat screen.
const AddYoutubeForm = lazy(() =>
  import('./AddYoutubeForm').then((m) => ({ default: m.AddYoutubeForm })),
);

/** The + button: 'Upload Files' opens the picker, 'Add YouTube Video' a URL field. */
export function PlusMenu({ onFiles }: { onFiles: (files: File[]) => void }) {
  const chatText = useChatText();
  const [open, setOpen] = useState(false);
  const [youtube, setYoutube] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open && !youtube) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (
        e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node)
      ) {
        setOpen(false);
        setYoutube(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open, youtube]);

  return (
    <div className="chat-plus" ref={root}>
      <button
        type="button"
        className="icon-btn"
        aria-label={chatText.attach}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => {
          setOpen((o) => !o);
          setYoutube(false);
        }}
      >
        +
      </button>
      {open && (
        <div className="chat-plus-menu" role="menu">
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              trackClick('upload_files', 'chat');
              setOpen(false);
              picker.current?.click();
            }}
          >
            📎 {chatText.uploadFiles}
          </button>
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              trackClick('add_youtube_video', 'chat');
              setOpen(false);
              setYoutube(true);
            }}
          >
            ▶ {chatText.addYoutube}
          </button>
        </div>
      )}
      {youtube && (
        <div className="chat-plus-menu">
          <Suspense fallback={null}>
            <AddYoutubeForm onDone={() => setYoutube(false)} />
          </Suspense>
        </div>
      )}
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        accept={ACCEPT_ATTRIBUTE}
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
    </div>
  );
}
