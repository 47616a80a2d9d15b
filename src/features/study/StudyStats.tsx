import { useStudyStats } from '../../data/reviews';
import { STUDY_TEXT } from './messages';

/** Due today, due this week, reviews today, true retention over 30 days, streak. */
export function StudyStats({ now }: { now: number }) {
  const stats = useStudyStats(now);
  if (!stats) return null;
  const figures: [string, string][] = [
    [STUDY_TEXT.statDueToday, String(stats.dueToday)],
    [STUDY_TEXT.statDueWeek, String(stats.dueThisWeek)],
    [STUDY_TEXT.statReviewsToday, String(stats.reviewsToday)],
    [
      STUDY_TEXT.statRetention,
      stats.retention === null ? STUDY_TEXT.noRetention : `${Math.round(stats.retention * 100)}%`,
    ],
    [STUDY_TEXT.statStreak, STUDY_TEXT.days(stats.streak)],
  ];
  return (
    <section className="card study-stats" aria-labelledby="study-stats-title">
      <h2 id="study-stats-title" className="visually-hidden">
        {STUDY_TEXT.stats}
      </h2>
      <dl>
        {figures.map(([label, value]) => (
          <div key={label} className="study-stat">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
