import { Link } from 'react-router-dom';
import { useDueCount, useReviewSync } from '../../data/reviews';
import { useStudyText } from './messages';
import './study.css';

/** "Study · N due today", on the chat screen and the home page of a signed-in student. */
export default function StudyEntry() {
  const studyText = useStudyText();
  useReviewSync();
  const due = useDueCount();
  return (
    <Link to="/study" className="study-entry">
      <span className="study-entry-title">{studyText.entry}</span>
      <span className="study-entry-count" aria-live="polite">
        {due === undefined ? '…' : studyText.dueToday(due)}
      </span>
    </Link>
  );
}
