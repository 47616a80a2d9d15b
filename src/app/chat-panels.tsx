// The chat screen's other panels (file list, search, history, file viewer, "Study · N due"),
// loaded after the screen's first paint: the conversation paints from the device without
// waiting for their code (the file viewer's study tabs, the outbox, the API schemas).
import { HistoryPanel } from '../features/history/HistoryPanel';
import { KnowledgePanel } from '../features/knowledge/KnowledgePanel';
import { SearchBox } from '../features/search/SearchBox';
import StudyEntry from '../features/study/StudyEntry';
import { FileViewer } from '../features/viewer/FileViewer';
import { studyTabs } from './study-tabs';

export const Knowledge = () => <KnowledgePanel />;
export const Search = () => <SearchBox />;
export const History = () => <HistoryPanel />;
export const Viewer = () => <FileViewer tabs={studyTabs} />;
export const Study = () => <StudyEntry />;
