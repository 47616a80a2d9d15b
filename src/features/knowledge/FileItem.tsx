import type { FileRecord } from '../../data/files';
import { useFileProgress } from '../../data/live';
import { progressLabel, statusGroup, statusLabel } from '../../lib/fileStatus';
import { displayFileName } from '../../lib/truncate';
import { useKnowledgeText } from './messages';
import { TrashIcon } from '../../ui/TrashIcon';

export const FILE_ICONS: Record<string, string> = {
  pdf: '📄',
  video: '🎬',
  youtube: '▶️',
  image: '🖼️',
  text: '📝',
};

/** One file: icon by type, cut name, status label, open and delete. */
export function FileItem({
  file,
  onOpen,
  onDelete,
}: {
  file: FileRecord;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const knowledgeText = useKnowledgeText();
  const name = displayFileName(file);
  const progress = useFileProgress(file.id);
  const reading = progress !== null && file.status === 'processing';
  return (
    <li className={`kb-file ${statusGroup(file.status)}`}>
      <button type="button" className="kb-file-open" onClick={onOpen}>
        <span className="kb-file-icon" aria-hidden="true">
          {FILE_ICONS[file.file_type] ?? '📁'}
        </span>
        <span className="kb-file-text">
          <span className="kb-file-name" title={file.file_name}>
            {name}
          </span>
          <span className="kb-file-status">
            {statusLabel(file.status)}
            {reading && ` · ${progressLabel(progress.pagesRead, progress.pageCount)}`}
          </span>
        </span>
      </button>
      <button
        type="button"
        className="icon-btn small"
        aria-label={knowledgeText.deleteLabel(file.file_name)}
        onClick={onDelete}
      >
        <TrashIcon />
      </button>
    </li>
  );
}
