import { useState, type ReactNode } from 'react';
import type { StudyTabProps } from '../../lib/player';
import { TabList } from '../../ui/TabList';
import { useViewerText } from './messages';

export type StudyTab = 'concepts' | 'flashcards' | 'quiz';
const ORDER: readonly StudyTab[] = ['concepts', 'flashcards', 'quiz'];

/** The study tabs of another feature, rendered by the app's composition. */
export type StudyTabRenderers = Record<StudyTab, (props: StudyTabProps) => ReactNode>;

/** Key Concepts (default), Flashcards, Quiz; arrow keys move between tabs. */
export function StudyTabs({
  tabs,
  props,
  initialTab = 'concepts',
}: {
  tabs: StudyTabRenderers;
  props: StudyTabProps;
  /** The tab a set reopened at start was left on. */
  initialTab?: StudyTab;
}) {
  const viewerText = useViewerText();
  const [tab, setTab] = useState<StudyTab>(initialTab);
  // The resumed position belongs to the tab it was left on.
  const tabProps = tab === initialTab ? props : { ...props, resume: undefined };
  return (
    <div className="viewer-study">
      <TabList
        tabs={ORDER}
        current={tab}
        onSelect={setTab}
        labelOf={(t) => viewerText.tabs[t]}
        idOf={(t) => `viewer-tab-${t}`}
        controlsOf={() => 'viewer-tabpanel'}
        className="viewer-tabs"
        ariaLabel={viewerText.studyTabs}
        roving
      />
      <div
        id="viewer-tabpanel"
        role="tabpanel"
        aria-labelledby={`viewer-tab-${tab}`}
        className="viewer-tabpanel"
      >
        {tabs[tab](tabProps)}
      </div>
    </div>
  );
}
