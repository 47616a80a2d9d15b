import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../ui/toasts';
import { deleteConcept, updateConcept, useKeyConcepts, type KeyConcept } from '../../data/concepts';
import {
  CONCEPT_SORTS,
  conceptSortLabel,
  conceptSource,
  jumpOutcome,
  presentSourceFields,
  sortConcepts,
  type ConceptSort,
} from '../../lib/concepts';
import type { StudyTabProps } from '../../lib/player';
import { ErrorText } from '../../ui/fields';
import { CreateToolbar } from '../../ui/StudyTabFrame';
import { runMutation, SAVED_HERE } from '../../ui/useStudyActions';
import { ConceptCard } from './ConceptCard';
import { ConceptForm } from './ConceptForm';
import { CONCEPT_ERRORS } from './errors';
import { useConceptText } from './messages';
import './concepts.css';

/** Key Concepts tab: sort, create, cards with source jumps (SPEC point 2). */
export function ConceptsTab({ file, player }: StudyTabProps) {
  const conceptText = useConceptText();
  const toast = useToast();
  const concepts = useKeyConcepts(file.id, file.status);
  const [sort, setSort] = useState<ConceptSort>('default');
  const [adding, setAdding] = useState(false);
  const [highlight, setHighlight] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  function jump(concept: KeyConcept) {
    const source = conceptSource(concept);
    if (!source) return;
    if (source.kind === 'page') player.gotoPage(source.page);
    else player.seek(source.start, source.end);
    const outcome = jumpOutcome(source);
    toast.show(outcome.toast, 'info');
    setHighlight(concept.id);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setHighlight(null), outcome.highlightMs);
  }

  function save(concept: KeyConcept, title: string, explanation: string): Promise<boolean> {
    // SPEC point 7: title, explanation, and the source page or video times when present.
    const patch = {
      concept_title: title.trim(),
      concept_explanation: explanation.trim(),
      ...presentSourceFields(concept),
    };
    return runMutation(
      toast.show,
      () => updateConcept(concept, patch),
      conceptText.saved,
      CONCEPT_ERRORS.update,
    );
  }

  async function remove(concept: KeyConcept) {
    if (!window.confirm(conceptText.confirmDelete)) return;
    await runMutation(
      toast.show,
      () => deleteConcept(concept),
      conceptText.deleted,
      CONCEPT_ERRORS.delete,
      SAVED_HERE.deleted,
    );
  }

  const list = sortConcepts(concepts.items, sort);
  return (
    <div className="concepts">
      <CreateToolbar label={conceptText.add} open={adding} onToggle={() => setAdding((a) => !a)}>
        <label>
          <span className="visually-hidden">{conceptText.sort}</span>
          <select
            value={sort}
            aria-label={conceptText.sort}
            onChange={(e) => setSort(e.target.value as ConceptSort)}
          >
            {CONCEPT_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {conceptSortLabel(s.value)}
              </option>
            ))}
          </select>
        </label>
      </CreateToolbar>
      {adding && (
        <ConceptForm
          fileId={file.id}
          viewerType={file.viewerType}
          onDone={() => setAdding(false)}
        />
      )}
      {concepts.error && <ErrorText>{concepts.error}</ErrorText>}
      {concepts.loading && <p className="muted">{conceptText.loading}</p>}
      {!concepts.loading && !concepts.error && list.length === 0 && (
        <p className="muted">{conceptText.empty}</p>
      )}
      <ul className="concept-list">
        {list.map((c) => (
          <ConceptCard
            key={c.id}
            concept={c}
            highlighted={highlight === c.id}
            onJump={() => jump(c)}
            onSave={(t, e) => save(c, t, e)}
            onDelete={() => void remove(c)}
          />
        ))}
      </ul>
    </div>
  );
}
