import type { UploadRow } from '../../data/uploads';
import { displayFileName } from '../../lib/truncate';
import { TrashIcon } from '../../ui/TrashIcon';
import { FILE_ICONS } from './FileItem';
import { useKnowledgeText } from './messages';

/** A file (or link) attached offline: its name, "Waiting to upload", and a delete button. */
export function WaitingUpload({ upload, onDelete }: { upload: UploadRow; onDelete: () => void }) {
  const knowledgeText = useKnowledgeText();
  return (
    <li className="kb-file waiting">
      <span className="kb-file-open" aria-disabled="true">
        <span className="kb-file-icon" aria-hidden="true">
          {FILE_ICONS[upload.file_type] ?? '📁'}
        </span>
        <span className="kb-file-text">
          <span className="kb-file-name" title={upload.file_name}>
            {displayFileName(upload)}
          </span>
          <span className="kb-file-status">{knowledgeText.waitingToUpload}</span>
        </span>
      </span>
      <button
        type="button"
        className="icon-btn small"
        aria-label={knowledgeText.deleteLabel(upload.file_name)}
        onClick={onDelete}
      >
        <TrashIcon />
      </button>
    </li>
  );
}
