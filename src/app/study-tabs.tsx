import { ConceptsTab } from '../features/concepts/ConceptsTab';
import { FlashcardsTab } from '../features/flashcards/FlashcardsTab';
import { QuizTab } from '../features/quiz/QuizTab';
import type { StudyTabRenderers } from '../features/viewer/StudyTabs';

/** The file viewer's tabs, composed here because features do not import each other. */
export const studyTabs: StudyTabRenderers = {
  concepts: (p) => <ConceptsTab {...p} />,
  flashcards: (p) => <FlashcardsTab {...p} />,
  quiz: (p) => <QuizTab {...p} />,
};
