import { useEffect, useRef } from 'react';
import { useConnectivity } from '../data/connectivity';
import { usePendingChanges } from '../data/outbox/pending';
import { useSession } from '../data/session';
import { useOfflineText } from './messages';

const HEIGHT_VAR = '--offline-banner-height';

/**
 * Offline (or the server unreachable) is a state, not an error: one calm line at the top says
 * so, with how many changes wait on this device. Full-height screens leave room for it through
 * the CSS variable it sets.
 */
export function OfflineBanner() {
  const offlineText = useOfflineText();
  const { user } = useSession();
  const connectivity = useConnectivity();
  const pending = usePendingChanges() ?? 0;
  const banner = useRef<HTMLDivElement>(null);
  const shown = Boolean(user) && connectivity !== 'online';

  useEffect(() => {
    const element = banner.current;
    const root = document.documentElement;
    if (!shown || !element) return;
    const measure = () => root.style.setProperty(HEIGHT_VAR, `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEIGHT_VAR);
    };
  }, [shown]);

  if (!shown) return null;
  return (
    <div ref={banner} className="offline-banner" role="status" aria-live="polite">
      <span className="offline-banner-text">{offlineText.banner}</span>
      {pending > 0 && <span className="offline-banner-count">{offlineText.waiting(pending)}</span>}
    </div>
  );
}
