import { useState } from 'react';
import type { KeyConcept } from '../../data/concepts';
import { conceptSource } from '../../lib/concepts';
import { formatDate } from '../../lib/i18n/format';
import { useLocale } from '../../ui/i18n';
import { useConceptText } from './messages';

/** One collapsible concept card with source link, inline edit and delete (SPEC point 2). */
export function ConceptCard({
  concept,
  highlighted,
  onJump,
  onSave,
  onDelete,
}: {
  concept: KeyConcept;
  highlighted: boolean;
  onJump: () => void;
  onSave: (title: string, explanation: string) => Promise<boolean>;
  onDelete: () => void;
}) {
  const conceptText = useConceptText();
  const locale = useLocale();
  const [open, setOpen] = useState(true);
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(concept.concept_title);
  const [explanation, setExplanation] = useState(concept.concept_explanation);
  const [saving, setSaving] = useState(false);
  const name = concept.concept_title || conceptText.untitled;
  const source = conceptSource(concept);
  const bodyId = `concept-body-${concept.id}`;

  async function save() {
    setSaving(true);
    const ok = await onSave(title, explanation);
    setSaving(false);
    if (ok) setEditing(false);
  }

  return (
    <li className={`concept-card card${highlighted ? ' highlighted' : ''}`}>
      <div className="concept-head">
        <button
          type="button"
          className="icon-btn small"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={open ? conceptText.collapse(name) : conceptText.expand(name)}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? '−' : '+'}
        </button>
        <h3 className="concept-title">{name}</h3>
        {concept.is_custom && <span className="badge">{conceptText.custom}</span>}
      </div>
      {open && (
        <div id={bodyId} className="concept-body">
          {editing ? (
            <div className="concept-edit">
              <div className="field">
                <label htmlFor={`concept-edit-title-${concept.id}`}>{conceptText.titleField}</label>
                <input
                  id={`concept-edit-title-${concept.id}`}
                  type="text"
                  value={title}
                  onChange={(e) => setTitle(e.target.value)}
                />
              </div>
              <div className="field">
                <label htmlFor={`concept-edit-expl-${concept.id}`}>
                  {conceptText.explanationField}
                </label>
                <textarea
                  id={`concept-edit-expl-${concept.id}`}
                  rows={4}
                  value={explanation}
                  onChange={(e) => setExplanation(e.target.value)}
                />
              </div>
              <div className="study-actions">
                <button
                  type="button"
                  className="btn"
                  onClick={() => {
                    setTitle(concept.concept_title);
                    setExplanation(concept.concept_explanation);
                    setEditing(false);
                  }}
                >
                  {conceptText.cancel}
                </button>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={saving || !title.trim() || !explanation.trim()}
                  onClick={() => void save()}
                >
                  {conceptText.save}
                </button>
              </div>
            </div>
          ) : (
            <>
              <p className="concept-explanation">{concept.concept_explanation}</p>
              {source ? (
                <button type="button" className="btn-link concept-source" onClick={onJump}>
                  {source.text}
                </button>
              ) : (
                <p className="muted concept-source">{conceptText.noSource}</p>
              )}
              <p className="muted concept-date">
                {concept.is_custom
                  ? conceptText.customConcept
                  : conceptText.added(formatDate(concept.created_at, locale))}
              </p>
              <div className="study-actions">
                <button type="button" className="btn" onClick={() => setEditing(true)}>
                  {conceptText.edit}
                </button>
                <button type="button" className="btn" onClick={onDelete}>
                  {conceptText.delete}
                </button>
              </div>
            </>
          )}
        </div>
      )}
    </li>
  );
}
