import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { StudyTabProps } from '../../lib/player';
import { VIEWER_TEXT } from './messages';

export type StudyTab = 'concepts' | 'flashcards' | 'quiz';
const ORDER: readonly StudyTab[] = ['concepts', 'flashcards', 'quiz'];

/** The study tabs of another feature, rendered by the app's composition. */
export type StudyTabRenderers = Record<StudyTab, (props: StudyTabProps) => ReactNode>;

/** Key Concepts (default), Flashcards, Quiz; arrow keys move between tabs. */
export function StudyTabs({ tabs, props }: { tabs: StudyTabRenderers; props: StudyTabProps }) {
  const [tab, setTab] = useState<StudyTab>('concepts');

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const i = ORDER.indexOf(tab);
    const next = ORDER[(i + (e.key === 'ArrowRight' ? 1 : ORDER.length - 1)) % ORDER.length];
    if (next) {
      setTab(next);
      document.getElementById(`viewer-tab-${next}`)?.focus();
    }
  }

  return (
    <div className="viewer-study">
      <div
        className="viewer-tabs"
        role="tablist"
        aria-label={VIEWER_TEXT.studyTabs}
        onKeyDown={onKeyDown}
      >
        {ORDER.map((t) => (
          <button
            key={t}
            id={`viewer-tab-${t}`}
            type="button"
            role="tab"
            aria-selected={tab === t}
            aria-controls="viewer-tabpanel"
            tabIndex={tab === t ? 0 : -1}
            className={tab === t ? 'active' : ''}
            onClick={() => setTab(t)}
          >
            {VIEWER_TEXT.tabs[t]}
          </button>
        ))}
      </div>
      <div
        id="viewer-tabpanel"
        role="tabpanel"
        aria-labelledby={`viewer-tab-${tab}`}
        className="viewer-tabpanel"
      >
        {tabs[tab](props)}
      </div>
    </div>
  );
}
