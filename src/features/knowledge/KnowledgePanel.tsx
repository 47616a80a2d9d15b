import { useNavigate } from 'react-router-dom';
import { useToast } from '../../ui/toasts';
import {
  closeViewer,
  deleteFile,
  openViewer,
  setFilesPaging,
  useFiles,
  useFilesPaging,
  type FileRecord,
} from '../../data/files';
import { cancelUpload, useWaitingUploads, type UploadRow } from '../../data/uploads';
import { track, trackClick } from '../../telemetry/analytics';
import { ErrorText } from '../../ui/fields';
import { FileItem } from './FileItem';
import { WaitingUpload } from './WaitingUpload';
import { useKnowledgeText } from './messages';
import { Pagination } from './Pagination';
import { useLiveToasts } from './useLiveToasts';
import './knowledge.css';

/** Left column: Settings, legend, 'Your Files' with pagination, help (SPEC point 2). */
export function KnowledgePanel() {
  const knowledgeText = useKnowledgeText();
  const navigate = useNavigate();
  const toast = useToast();
  const { page, pageSize } = useFilesPaging();
  const files = useFiles(page, pageSize);
  const waiting = useWaitingUploads() ?? [];
  useLiveToasts();

  async function cancel(upload: UploadRow) {
    if (!window.confirm(knowledgeText.confirmDelete(upload.file_name))) return;
    try {
      await cancelUpload(upload.id);
      toast.show(knowledgeText.waitingRemoved, 'success');
    } catch (error) {
      console.error('Removing a waiting upload failed', error);
      toast.show(knowledgeText.deleteFailed, 'error');
    }
  }

  async function remove(file: FileRecord) {
    track('file_delete_initiated', { file_id: file.id, file_type: file.file_type });
    if (!window.confirm(knowledgeText.confirmDelete(file.file_name))) return;
    try {
      await deleteFile(file.id);
      closeViewer();
      toast.show(knowledgeText.deleted, 'success');
      files.reload();
    } catch (error) {
      console.error('Delete failed', error);
      toast.show(knowledgeText.deleteFailed, 'error');
    }
  }

  return (
    <section className="kb" aria-labelledby="kb-heading">
      <div className="kb-top">
        <button
          type="button"
          className="btn"
          onClick={() => {
            trackClick('settings', 'knowledge');
            void navigate('/settings');
          }}
        >
          ⚙ {knowledgeText.settings}
        </button>
      </div>
      <ul className="kb-legend" aria-label={knowledgeText.legendLabel}>
        <li className="processing">{knowledgeText.legend.processing}</li>
        <li className="ready">{knowledgeText.legend.ready}</li>
        <li className="failed">{knowledgeText.legend.failed}</li>
      </ul>
      <h2 id="kb-heading">{knowledgeText.heading}</h2>
      {files.error && <ErrorText>{files.error}</ErrorText>}
      {files.loading && files.items.length === 0 && waiting.length === 0 && (
        <p className="muted">{knowledgeText.loading}</p>
      )}
      {!files.loading && files.items.length === 0 && waiting.length === 0 && !files.error && (
        <p className="muted">{knowledgeText.empty}</p>
      )}
      <ul className="stack-list kb-files">
        {page === 1 &&
          waiting.map((u) => (
            <WaitingUpload key={u.id} upload={u} onDelete={() => void cancel(u)} />
          ))}
        {files.items.map((f) => (
          <FileItem
            key={f.id}
            file={f}
            onOpen={() => {
              track('file_view_clicked', {
                file_id: f.id,
                file_type: f.file_type,
                status: f.status,
              });
              openViewer({ kind: 'file', fileId: f.id, position: null });
            }}
            onDelete={() => void remove(f)}
          />
        ))}
      </ul>
      <Pagination page={page} pageSize={pageSize} total={files.total} onChange={setFilesPaging} />
      <div className="kb-help muted">
        {knowledgeText.help.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </section>
  );
}
