import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAllFiles } from '../../data/files';
import { useDueQueue, useNextDue, useNow, useReviewSync } from '../../data/reviews';
import { type DueQueue, nextCard } from '../../lib/due-queue';
import { formatIntervalIn } from '../../lib/i18n/format';
import { percent } from '../../lib/quiz';
import { useLocale } from '../../ui/i18n';
import { CardTransfer } from './CardTransfer';
import { ReviewCard } from './ReviewCard';
import { useStudyText } from './messages';
import { StudyStats } from './StudyStats';
import './study.css';

interface Tally {
  reviewed: number;
  again: number;
}

/** The end of a session: how many, how many Again, when the next card is due. */
function SessionSummary({ tally, now }: { tally: Tally; now: number }) {
  const studyText = useStudyText();
  const locale = useLocale();
  const next = useNextDue(now);
  return (
    <section className="card study-summary" aria-labelledby="study-summary-title" role="status">
      <h2 id="study-summary-title">{studyText.sessionDone}</h2>
      <p>{studyText.reviewed(tally.reviewed)}</p>
      <p>{studyText.againRate(percent(tally.again, tally.reviewed))}</p>
      <p>
        {next == null
          ? studyText.noneScheduled
          : studyText.nextDue(formatIntervalIn(next - now, locale))}
      </p>
    </section>
  );
}

/**
 * /study (every file) and /study/:fileId: the due session, cards due now oldest first, then
 * new cards up to the day's limit, and the study figures. Reads only this device's database,
 * so it works offline. `viewer` is the file viewer "Show source" opens.
 */
export default function StudyScreen({ viewer }: { viewer?: ReactNode }) {
  const studyText = useStudyText();
  const params = useParams();
  const fileId = params.fileId ? Number(params.fileId) : null;
  useReviewSync();
  const ticked = useNow(15_000);
  const [answeredAt, setAnsweredAt] = useState(0);
  const now = Math.max(ticked, answeredAt);
  const queue = useDueQueue(fileId, now);
  const files = useAllFiles();
  const [tally, setTally] = useState<Tally>({ reviewed: 0, again: 0 });
  const file = fileId === null ? undefined : files.find((f) => f.id === fileId);
  const current = queue ? nextCard(queue, now) : null;
  // The queue as it stood when the last card was answered: until the live query delivers the
  // queue after that answer, its next card is still the one just answered, and showing it
  // would let a fast Space flip (and a fast key rate) that card a second time.
  const [answeredFrom, setAnsweredFrom] = useState<DueQueue | null>(null);
  const settling = queue !== undefined && queue === answeredFrom;

  function answered(rating: 1 | 2 | 3 | 4) {
    setAnsweredFrom(queue ?? null);
    setTally((t) => ({ reviewed: t.reviewed + 1, again: t.again + (rating === 1 ? 1 : 0) }));
    setAnsweredAt(Date.now());
  }

  let body: ReactNode;
  if (!queue) body = <p className="muted">{studyText.loading}</p>;
  else if (current !== null || settling) {
    body = (
      <>
        <p className="muted study-remaining">
          {studyText.remaining(queue.due.length + queue.later.length, queue.fresh.length)}
        </p>
        {/* Keyed by the answer count too: a card shown again starts on its question. */}
        {current !== null && !settling && (
          <ReviewCard key={`${current}:${tally.reviewed}`} cardId={current} onAnswered={answered} />
        )}
      </>
    );
  } else if (tally.reviewed > 0) body = <SessionSummary tally={tally} now={now} />;
  else {
    body = (
      <div className="study-empty">
        <p>{studyText.nothingDue}</p>
        <p className="muted">{studyText.nothingDueHint}</p>
      </div>
    );
  }

  return (
    <main id="main" tabIndex={-1} className="page study">
      <header className="row spread study-header">
        <h1>{file ? studyText.titleOf(file.file_name) : studyText.title}</h1>
        <nav className="row" aria-label={studyText.title}>
          {fileId !== null && (
            <Link className="btn btn-link" to="/study">
              {studyText.allFiles}
            </Link>
          )}
          <Link className="btn" to="/chat">
            {studyText.back}
          </Link>
        </nav>
      </header>
      <StudyStats now={now} />
      <section className="study-session" aria-label={studyText.title}>
        {body}
      </section>
      <CardTransfer key={fileId ?? 'all'} fileId={fileId} />
      {viewer}
    </main>
  );
}
