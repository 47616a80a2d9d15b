// The study tabs' side of the resume (src/data/resume.ts): where a reopened viewer starts, the
// position they report while the student studies, and the start's settle once they show it.
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { resumeIndex } from '../lib/review';
import { leaveStudyPosition, reportStudyPosition, settleResume, type ResumeTab } from './resume';

interface Listed {
  items: readonly { id: number }[];
  total: number;
  loading: boolean;
  error: string | null;
}

/**
 * The viewer state a reopened tab starts from: undefined without a resume (start fresh), null
 * while the item left is not yet in the list, then the state `restore` makes, kept from then on
 * (later changes of the list do not move the student).
 */
function useResumeStart<S>(
  resume: { itemId: number; state: { index: number } } | undefined,
  list: Listed,
  restore: (saved: unknown, index: number, same: boolean) => S,
): S | null | undefined {
  const [start, setStart] = useState<S | null | undefined>(resume ? null : undefined);
  const ids = list.items.map((item) => item.id);
  const complete = !list.loading && list.items.length >= list.total;
  const found =
    start === null && resume
      ? resumeIndex(ids, complete, { itemId: resume.itemId, index: resume.state.index })
      : null;
  if (found && start === null) {
    const next = restore(resume?.state, found.index, found.same);
    setStart(next);
    return next;
  }
  if (start === null && complete && list.items.length === 0) {
    // The set is empty now: the tab says so, fresh.
    setStart(undefined);
    return undefined;
  }
  return start;
}

/** Reports what the tab shows while it is open; leaving it (or the viewer) forgets the set. */
function useStudyReport<S extends { index: number }>(
  tab: ResumeTab,
  fileId: number,
): (item: { id: number }, state: S) => void {
  useEffect(() => () => leaveStudyPosition(), []);
  return useCallback(
    (item, state) =>
      reportStudyPosition({
        fileId,
        tab,
        itemId: item.id,
        state: state as unknown as { index: number } & Record<string, unknown>,
      }),
    [fileId, tab],
  );
}

/** A reopened tab says when it shows what it will show (the boot frame then gives way). */
function useSettleResume(resumed: boolean, shown: boolean): void {
  useLayoutEffect(() => {
    if (resumed && shown) settleResume();
  }, [resumed, shown]);
}

/**
 * A study tab's side of the resume: the state its viewer starts from (see `useResumeStart`), the
 * report of what it shows, and the start's settle once it shows the item as it will stay
 * (`showing`: its item and whatever else the tab draws around it) or the set's state (empty, error).
 */
export function useResumedStudy<S extends { index: number }>(
  tab: ResumeTab,
  fileId: number,
  resume: { itemId: number; state: { index: number } } | undefined,
  list: Listed,
  restore: (saved: unknown, index: number, same: boolean) => S,
  showing: boolean,
): { start: S | null | undefined; report: (item: { id: number }, state: S) => void } {
  const start = useResumeStart(resume, list, restore);
  const report = useStudyReport<S>(tab, fileId);
  useSettleResume(
    !!resume,
    (start != null && showing) || (!list.loading && list.items.length === 0) || list.error !== null,
  );
  return { start, report };
}
