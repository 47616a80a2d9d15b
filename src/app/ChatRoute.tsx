import ChatScreen from '../features/chat/ChatScreen';
import { ConceptsTab } from '../features/concepts/ConceptsTab';
import { FlashcardsTab } from '../features/flashcards/FlashcardsTab';
import { HistoryPanel } from '../features/history/HistoryPanel';
import { KnowledgePanel } from '../features/knowledge/KnowledgePanel';
import { QuizTab } from '../features/quiz/QuizTab';
import { SearchBox } from '../features/search/SearchBox';
import { FileViewer } from '../features/viewer/FileViewer';
import type { StudyTabRenderers } from '../features/viewer/StudyTabs';

const tabs: StudyTabRenderers = {
  concepts: (p) => <ConceptsTab {...p} />,
  flashcards: (p) => <FlashcardsTab {...p} />,
  quiz: (p) => <QuizTab {...p} />,
};

/** The chat screen composed here because features do not import each other. */
export default function ChatRoute() {
  return (
    <ChatScreen
      knowledge={<KnowledgePanel />}
      search={<SearchBox />}
      history={<HistoryPanel />}
      viewer={<FileViewer tabs={tabs} />}
    />
  );
}
