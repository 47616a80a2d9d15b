import { Link } from 'react-router-dom';
import { useDueCount, useReviewSync } from '../../data/reviews';
import { STUDY_TEXT } from './messages';
import './study.css';

/** "Study · N due today", on the chat screen and the home page of a signed-in student. */
export default function StudyEntry() {
  useReviewSync();
  const due = useDueCount();
  return (
    <Link to="/study" className="study-entry">
      <span className="study-entry-title">{STUDY_TEXT.entry}</span>
      <span className="study-entry-count" aria-live="polite">
        {due === undefined ? '…' : STUDY_TEXT.dueToday(due)}
      </span>
    </Link>
  );
}
