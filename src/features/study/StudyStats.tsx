import { useStudyStats } from '../../data/reviews';
import { useStudyText } from './messages';

/** Due today, due this week, reviews today, true retention over 30 days, streak. */
export function StudyStats({ now }: { now: number }) {
  const studyText = useStudyText();
  const stats = useStudyStats(now);
  if (!stats) return null;
  const figures: [string, string][] = [
    [studyText.statDueToday, String(stats.dueToday)],
    [studyText.statDueWeek, String(stats.dueThisWeek)],
    [studyText.statReviewsToday, String(stats.reviewsToday)],
    [
      studyText.statRetention,
      stats.retention === null ? studyText.noRetention : `${Math.round(stats.retention * 100)}%`,
    ],
    [studyText.statStreak, studyText.days(stats.streak)],
  ];
  return (
    <section className="card study-stats" aria-labelledby="study-stats-title">
      <h2 id="study-stats-title" className="visually-hidden">
        {studyText.stats}
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
