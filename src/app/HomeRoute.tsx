import { lazy, Suspense } from 'react';
import { useSession } from '../data/session';
import { HomePage } from '../features/home/HomePage';

// Loaded only for a signed-in student: a visitor's first page needs no database.
const StudyEntry = lazy(() => import('../features/study/StudyEntry'));

/** The home page; a signed-in student also sees "Study · N due today". */
export function HomeRoute() {
  const { user } = useSession();
  return (
    <HomePage
      study={
        user ? (
          <Suspense fallback={null}>
            <StudyEntry />
          </Suspense>
        ) : null
      }
    />
  );
}
