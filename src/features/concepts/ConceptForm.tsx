import { useRef, useState, type FormEvent } from 'react';
import { useToast } from '../../ui/toasts';
import { createConcept } from '../../data/concepts';
import { buildConceptPayload, isRapidSubmit, type ConceptDraft } from '../../lib/concepts';
import { CONCEPT_ERRORS } from './errors';
import { FormActions } from '../../ui/actions';
import { SAVED_HERE } from '../../ui/useStudyActions';
import { TextAreaField, TextField } from '../../ui/fields';
import { useConceptText } from './messages';

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
  const conceptText = useConceptText();
  const toast = useToast();
  const [draft, setDraft] = useState(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lastSubmit = useRef<number | null>(null);
  const payload = buildConceptPayload(draft, viewerType);
  const timed = viewerType === 'video' || viewerType === 'youtube';
  const set = (key: keyof ConceptDraft) => (value: string) =>
    setDraft((d) => ({ ...d, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const now = Date.now();
    if (!payload || submitting || isRapidSubmit(lastSubmit.current, now)) return;
    lastSubmit.current = now;
    setSubmitting(true);
    setError(null);
    try {
      const { synced } = await createConcept(fileId, payload);
      if (synced) toast.show(conceptText.created, 'success');
      else toast.show(SAVED_HERE.saved, 'info');
      setDraft(EMPTY);
      onDone();
    } catch (e) {
      const message = CONCEPT_ERRORS.create(e);
      setError(message);
      toast.show(message, 'error');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="study-form card" onSubmit={(e) => void submit(e)}>
      <TextField
        id="concept-title"
        label={conceptText.titleField}
        value={draft.title}
        onChange={set('title')}
        required
      />
      <TextAreaField
        id="concept-explanation"
        label={conceptText.explanationField}
        rows={3}
        value={draft.explanation}
        onChange={set('explanation')}
        required
      />
      {viewerType === 'pdf' && (
        <TextField
          id="concept-page"
          label={conceptText.pageField}
          type="number"
          min={1}
          step={1}
          value={draft.page}
          onChange={set('page')}
        />
      )}
      {timed && (
        <div className="study-form-row">
          <TimeField
            id="concept-start"
            label={conceptText.startField}
            value={draft.start}
            onChange={set('start')}
          />
          <TimeField
            id="concept-end"
            label={conceptText.endField}
            value={draft.end}
            onChange={set('end')}
          />
        </div>
      )}
      <FormActions
        error={error}
        cancelLabel={conceptText.cancel}
        onCancel={onDone}
        confirmLabel={submitting ? conceptText.adding : conceptText.submit}
        disabled={!payload || submitting}
      />
    </form>
  );
}

/** A video time in seconds, tenths allowed. */
function TimeField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return <TextField {...props} type="number" min={0} step={0.1} />;
}
