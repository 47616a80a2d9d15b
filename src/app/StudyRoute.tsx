import StudyScreen from '../features/study/StudyScreen';
import { FileViewer } from '../features/viewer/FileViewer';
import { studyTabs } from './study-tabs';

/** The Study screen, with the file viewer its "Show source" opens. */
export default function StudyRoute() {
  return <StudyScreen viewer={<FileViewer tabs={studyTabs} />} />;
}
