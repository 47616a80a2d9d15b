import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useConnectivity } from '../../data/connectivity';
import { useFileSource, type FileSource } from '../../data/file-content';
import type { ViewerType } from '../../lib/fileType';
import { toAppOrigin } from '../../lib/links';
import type { MediaController } from '../../lib/player';
import { parseYoutubeId, youtubeEmbedUrl } from '../../lib/youtube';
import { useWhenIdle } from '../../ui/AfterPaint';
import { useViewerText } from './messages';

export interface DocumentFile {
  /** -1 for a file that is not in the list (a link in an answer). */
  id: number;
  file_name: string;
  file_url: string | null;
  size_bytes?: number | null;
}

export interface DocumentPosition {
  page: number | null;
  seconds: number | null;
}

/** Our pdf.js page (src/pdf-viewer/index.html, a second Vite input). */
const PDF_VIEWER = `${import.meta.env.BASE_URL}src/pdf-viewer/index.html`;

/** The viewer page reads a kept PDF by file id, and keeps one it downloads (`keep`). */
function pdfSrc(url: string, page: number | null, fileId: number, source: FileSource): string {
  const params = new URLSearchParams({ file: url });
  if (source.state === 'ready' && source.cacheName && fileId > 0) {
    params.set('id', String(fileId));
    params.set('cache', source.cacheName);
    if (!source.kept) params.set('keep', '1');
  }
  if (page) params.set('page', String(page));
  return `${PDF_VIEWER}?${params.toString()}`;
}

/** The document side of the viewer; the study tabs drive it through a MediaController. */
export const DocumentPane = forwardRef<
  MediaController,
  { file: DocumentFile; type: ViewerType; typeLabel: string; position: DocumentPosition | null }
>(function DocumentPane({ file, type, typeLabel, position }, ref) {
  const viewerText = useViewerText();
  const frame = useRef<HTMLIFrameElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const stopAt = useRef<number | null>(null);
  const wantedPage = useRef<number | null>(position?.page ?? null);
  const postPage = (page: number) => {
    wantedPage.current = page;
    frame.current?.contentWindow?.postMessage({ type: 'goto-page', page }, window.location.origin);
  };

  // The viewer page announces itself once it listens; repeat the last jump it may have missed.
  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow)
        return;
      const data = event.data as { type?: unknown } | null;
      if (data?.type === 'pdf-viewer-ready' && wantedPage.current) postPage(wantedPage.current);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  const youtubeId = type === 'youtube' ? parseYoutubeId(file.file_url) : null;
  const [youtubeSrc, setYoutubeSrc] = useState(() =>
    youtubeId ? youtubeEmbedUrl(youtubeId, position?.seconds) : null,
  );

  useImperativeHandle(
    ref,
    () => ({
      gotoPage(page) {
        postPage(page);
      },
      seek(start, end) {
        if (type === 'youtube' && youtubeId) {
          const src = new URL(youtubeEmbedUrl(youtubeId, start, true));
          if (end != null && end > start) src.searchParams.set('end', String(Math.ceil(end)));
          setYoutubeSrc(src.toString());
          return;
        }
        const v = video.current;
        if (!v) return;
        stopAt.current = end != null && end > start ? end : null;
        v.currentTime = start;
        void v.play().catch(() => undefined);
      },
    }),
    [type, youtubeId],
  );

  useEffect(() => {
    if (position?.page && type === 'pdf') postPage(position.page);
  }, [position, type]);

  const source = useFileSource(file, type);
  const connectivity = useConnectivity();
  // pdf.js starts once the viewer has painted and the page is idle: a tap on a study tab
  // right after opening the file (Flashcards) is not queued behind the PDF's parsing.
  const idle = useWhenIdle();
  if (!file.file_url && (type === 'youtube' || type === 'unknown')) {
    return <p className="viewer-message">{viewerText.noUrl}</p>;
  }
  if (type === 'youtube' && connectivity !== 'online') {
    return <p className="viewer-message">{viewerText.youtubeOffline}</p>;
  }
  if (type !== 'youtube' && type !== 'unknown') {
    if (source.state === 'loading') {
      return (
        <p className="viewer-message" role="status">
          {viewerText.loading}
        </p>
      );
    }
    if (source.state === 'offline') {
      return (
        <p className="viewer-message">{file.file_url ? viewerText.notKept : viewerText.noUrl}</p>
      );
    }
  }
  const url =
    source.state === 'ready'
      ? toAppOrigin(source.url, window.location.origin)
      : toAppOrigin(file.file_url ?? '', window.location.origin);
  switch (type) {
    case 'youtube':
      return youtubeSrc ? (
        <iframe
          className="viewer-frame"
          src={youtubeSrc}
          title={viewerText.videoTitle(file.file_name)}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <p className="viewer-message">{viewerText.unsupported(typeLabel)}</p>
      );
    case 'pdf':
      return !idle ? (
        <p className="viewer-message" role="status">
          {viewerText.loading}
        </p>
      ) : (
        <iframe
          ref={frame}
          className="viewer-frame"
          src={pdfSrc(url, position?.page ?? null, file.id, source)}
          title={viewerText.pdfTitle(file.file_name)}
        />
      );
    case 'video':
      return (
        <video
          ref={video}
          className="viewer-video"
          src={url}
          controls
          preload="metadata"
          onLoadedMetadata={(e) => {
            if (position?.seconds) e.currentTarget.currentTime = position.seconds;
          }}
          onTimeUpdate={(e) => {
            if (stopAt.current != null && e.currentTarget.currentTime >= stopAt.current) {
              stopAt.current = null;
              e.currentTarget.pause();
            }
          }}
        >
          <track kind="captions" />
        </video>
      );
    case 'image':
      return <img className="viewer-image" src={url} alt={file.file_name} />;
    default:
      return <p className="viewer-message">{viewerText.unsupported(typeLabel)}</p>;
  }
});
