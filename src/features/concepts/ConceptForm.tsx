import { useRef, useState, type FormEvent } from 'react';
import { useToast } from '../../app/toasts';
import { createConcept } from '../../data/concepts';
import { buildConceptPayload, isRapidSubmit, type ConceptDraft } from '../../lib/concepts';
import { createErrorText } from '../../lib/errors';
import { CONCEPT_TEXT } from './messages';

const EMPTY: ConceptDraft = { title: '', explanation: '', page: '', start: '', end: '' };

/** Create form: locked while in flight, a second submit within 2 s ignored (SPEC point 4). */
export function ConceptForm({
  fileId,
  viewerType,
  onDone,
}: {
  fileId: number;
  viewerType: string;
  onDone: () => void;
}) {
  const toast = useToast();
  const [draft, setDraft] = useState(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lastSubmit = useRef<number | null>(null);
  const payload = buildConceptPayload(draft, viewerType);
  const timed = viewerType === 'video' || viewerType === 'youtube';
  const set = (key: keyof ConceptDraft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const now = Date.now();
    if (!payload || submitting || isRapidSubmit(lastSubmit.current, now)) return;
    lastSubmit.current = now;
    setSubmitting(true);
    setError(null);
    try {
      await createConcept(fileId, payload);
      toast.show(CONCEPT_TEXT.created, 'success');
      setDraft(EMPTY);
      onDone();
    } catch (e) {
      const message = createErrorText(e);
      setError(message);
      toast.show(message, 'error');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="study-form card" onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor="concept-title">{CONCEPT_TEXT.titleField}</label>
        <input
          id="concept-title"
          type="text"
          value={draft.title}
          onChange={set('title')}
          required
        />
      </div>
      <div className="field">
        <label htmlFor="concept-explanation">{CONCEPT_TEXT.explanationField}</label>
        <textarea
          id="concept-explanation"
          rows={3}
          value={draft.explanation}
          onChange={set('explanation')}
          required
        />
      </div>
      {viewerType === 'pdf' && (
        <div className="field">
          <label htmlFor="concept-page">{CONCEPT_TEXT.pageField}</label>
          <input
            id="concept-page"
            type="number"
            min={1}
            step={1}
            value={draft.page}
            onChange={set('page')}
          />
        </div>
      )}
      {timed && (
        <div className="study-form-row">
          <div className="field">
            <label htmlFor="concept-start">{CONCEPT_TEXT.startField}</label>
            <input
              id="concept-start"
              type="number"
              min={0}
              step={0.1}
              value={draft.start}
              onChange={set('start')}
            />
          </div>
          <div className="field">
            <label htmlFor="concept-end">{CONCEPT_TEXT.endField}</label>
            <input
              id="concept-end"
              type="number"
              min={0}
              step={0.1}
              value={draft.end}
              onChange={set('end')}
            />
          </div>
        </div>
      )}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <div className="study-actions">
        <button type="button" className="btn" onClick={onDone}>
          {CONCEPT_TEXT.cancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!payload || submitting}>
          {submitting ? CONCEPT_TEXT.adding : CONCEPT_TEXT.submit}
        </button>
      </div>
    </form>
  );
}
