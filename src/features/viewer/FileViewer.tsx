import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  closeViewer,
  findFile,
  useFile,
  useViewerTarget,
  type ViewerTarget,
} from '../../data/files';
import { settleResume } from '../../data/resume';
import { useFetchWhileNotProcessed } from '../../data/viewer-fetches';
import { viewerTypeOf } from '../../lib/fileType';
import { statusMessage } from '../../lib/fileStatus';
import type { MediaController } from '../../lib/player';
import { track } from '../../telemetry/analytics';
import { reportError } from '../../telemetry/errors';
import { DocumentPane } from './DocumentPane';
import { useViewerText, VIEWER_TEXT } from './messages';
import { StudyTabs, type StudyTabRenderers } from './StudyTabs';
import './viewer.css';

/** The file viewer modal, open while the viewer target is set (SPEC point 2 "File viewer"). */
export function FileViewer({ tabs }: { tabs: StudyTabRenderers }) {
  const target = useViewerTarget();
  if (!target) return null;
  return <ViewerDialog target={target} tabs={tabs} />;
}

function ViewerDialog({ target, tabs }: { target: ViewerTarget; tabs: StudyTabRenderers }) {
  const viewerText = useViewerText();
  const fileId = target.kind === 'file' ? target.fileId : null;
  useEffect(() => () => track('file_view_closed', { file_id: fileId ?? -1 }), [fileId]);
  const stored = useFile(fileId);
  const file = target.kind === 'file' ? stored : target.file;
  const [missing, setMissing] = useState(false);
  const player = useRef<MediaController>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const type = file ? viewerTypeOf(file) : null;
  useFetchWhileNotProcessed(file && file.id > 0 ? file.id : null, file?.status);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeViewer();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, []);

  useEffect(() => {
    if (stored !== null || fileId == null) return;
    let alive = true;
    findFile(fileId).then(
      (found) => alive && setMissing(!found),
      () => alive && setMissing(true),
    );
    return () => {
      alive = false;
    };
  }, [stored, fileId]);

  useEffect(() => {
    if (file && type === 'unknown' && file.file_name) {
      // For error reporting, in English whatever the interface's language.
      reportError(new Error(VIEWER_TEXT.undetermined(file.file_name)), {
        context: 'file_viewer',
      });
    }
  }, [file, type]);

  const controller = useMemo<MediaController>(
    () => ({
      gotoPage: (page) => player.current?.gotoPage(page),
      seek: (start, end) => player.current?.seek(start, end),
    }),
    [],
  );

  const status = file ? statusMessage(file.status) : null;
  const resume = target.kind === 'file' ? target.resume : undefined;
  // A set reopened at start that cannot show its tab: the viewer's message is what is shown.
  const resumeFails = !!resume && (missing || status !== null);
  useLayoutEffect(() => {
    if (resumeFails) settleResume();
  }, [resumeFails]);
  const title = file?.file_name ?? viewerText.loading;
  return (
    <div
      className="viewer-backdrop"
      onMouseDown={(e) => e.target === e.currentTarget && closeViewer()}
    >
      <div className="viewer" role="dialog" aria-modal="true" aria-labelledby="viewer-title">
        <div className="viewer-header">
          <h2 id="viewer-title">{title}</h2>
          <button
            ref={closeButton}
            type="button"
            className="icon-btn"
            aria-label={viewerText.close}
            onClick={closeViewer}
          >
            ×
          </button>
        </div>
        <div className="viewer-body">
          <div className="viewer-document">
            {!file || !type ? (
              <p className="viewer-message" role="status">
                {missing ? viewerText.notFound : viewerText.loading}
              </p>
            ) : (
              <DocumentPane
                key={`${file.id}:${file.file_url ?? ''}`}
                ref={player}
                file={file}
                type={type}
                typeLabel={type === 'unknown' ? file.file_type : type}
                position={target.position}
              />
            )}
          </div>
          {file && file.id > 0 && type && (
            <aside className="viewer-side">
              {status ? (
                <p className="viewer-status" role="status">
                  {status}
                </p>
              ) : (
                <StudyTabs
                  tabs={tabs}
                  initialTab={resume?.tab}
                  props={{
                    resume: resume && { itemId: resume.itemId, state: resume.state },
                    file: {
                      id: file.id,
                      file_name: file.file_name,
                      status: file.status,
                      viewerType: type,
                    },
                    player: controller,
                  }}
                />
              )}
            </aside>
          )}
        </div>
      </div>
    </div>
  );
}
