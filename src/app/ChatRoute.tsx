import ChatScreen from '../features/chat/ChatScreen';
import { HistoryPanel } from '../features/history/HistoryPanel';
import { KnowledgePanel } from '../features/knowledge/KnowledgePanel';
import { SearchBox } from '../features/search/SearchBox';
import StudyEntry from '../features/study/StudyEntry';
import { FileViewer } from '../features/viewer/FileViewer';
import { studyTabs } from './study-tabs';

/** The chat screen composed here because features do not import each other. */
export default function ChatRoute() {
  return (
    <ChatScreen
      knowledge={<KnowledgePanel />}
      search={<SearchBox />}
      history={<HistoryPanel />}
      viewer={<FileViewer tabs={studyTabs} />}
      study={<StudyEntry />}
    />
  );
}
