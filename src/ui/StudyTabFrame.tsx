import type { ReactNode } from 'react';
import { ErrorText } from './fields';

/** '+ {label}': opens and closes the create form of a study tab; `children` follow it. */
export function CreateToolbar({
  label,
  open,
  onToggle,
  children,
}: {
  label: string;
  open: boolean;
  onToggle: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="study-toolbar">
      <button type="button" className="btn btn-primary" aria-expanded={open} onClick={onToggle}>
        + {label}
      </button>
      {children}
    </div>
  );
}

/**
 * A study tab with a create form above one viewer: the toolbar, the form while
 * `study.creating`, the load error, then loading text, empty text or the viewer (`children`).
 */
export function StudyTabFrame({
  className,
  text,
  study,
  form,
  list,
  children,
}: {
  className: string;
  text: { create: string; loading: string; empty: string };
  study: { creating: boolean; toggleCreating: () => void };
  form: ReactNode;
  list: { loading: boolean; error: string | null; items: readonly unknown[] };
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <CreateToolbar label={text.create} open={study.creating} onToggle={study.toggleCreating} />
      {study.creating && form}
      {list.error && <ErrorText>{list.error}</ErrorText>}
      {list.loading ? (
        <p className="muted">{text.loading}</p>
      ) : list.items.length === 0 ? (
        <p className="muted">{text.empty}</p>
      ) : (
        children
      )}
    </div>
  );
}
