import { lazy, Suspense, useEffect, useState } from 'react';
import { whenScreenShown } from '../data/session/screen-shown';
import { OfflineBanner } from './OfflineBanner';

// Toasts of changes the server refused: with the outbox's code, once the screen is shown (the
// outbox starts sending only then).
const OutboxNotices = lazy(() => import('./OutboxNotices'));

function useScreenShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenScreenShown().then(() => mounted && setShown(true));
    return () => {
      mounted = false;
    };
  }, []);
  return shown;
}

/** What RootLayout shows a signed-in student on every screen (loaded once there is a user). */
export default function SignedInNotices() {
  const screenShown = useScreenShown();
  return (
    <>
      <OfflineBanner />
      {screenShown && (
        <Suspense fallback={null}>
          <OutboxNotices />
        </Suspense>
      )}
    </>
  );
}
