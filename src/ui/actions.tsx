import type { ReactNode } from 'react';
import { ErrorText } from './fields';

/**
 * The foot of a form: the `error` line if any, then Cancel and the primary action. Without
 * `onConfirm` the primary button submits the enclosing form; with it, it is a plain button.
 */
export function FormActions({
  error,
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  disabled = false,
}: {
  error?: string | null;
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: string;
  onConfirm?: () => void;
  disabled?: boolean;
}) {
  return (
    <>
      {error && <ErrorText>{error}</ErrorText>}
      <div className="study-actions">
        <button type="button" className="btn" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button
          type={onConfirm ? 'button' : 'submit'}
          className="btn btn-primary"
          disabled={disabled}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </>
  );
}

/** Edit and Delete under the current item of a viewer. */
export function EditDeleteActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  disabled,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  disabled?: boolean;
}) {
  return (
    <div className="study-actions">
      <button type="button" className="btn" disabled={disabled} onClick={onEdit}>
        {editLabel}
      </button>
      <button type="button" className="btn" disabled={disabled} onClick={onDelete}>
        {deleteLabel}
      </button>
    </div>
  );
}

/** The '←' / '→' row of a viewer; `children` stand between the two arrows. */
export function PrevNext({
  prevLabel,
  nextLabel,
  canPrev,
  canNext,
  onMove,
  children,
}: {
  prevLabel: string;
  nextLabel: string;
  canPrev: boolean;
  canNext: boolean;
  onMove: (delta: 1 | -1) => void;
  children?: ReactNode;
}) {
  return (
    <div className="study-nav">
      <button
        type="button"
        className="icon-btn"
        aria-label={prevLabel}
        disabled={!canPrev}
        onClick={() => onMove(-1)}
      >
        ←
      </button>
      {children}
      <button
        type="button"
        className="icon-btn"
        aria-label={nextLabel}
        disabled={!canNext}
        onClick={() => onMove(1)}
      >
        →
      </button>
    </div>
  );
}
