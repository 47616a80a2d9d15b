import { OfflineBanner } from './OfflineBanner';
import OutboxNotices from './OutboxNotices';

/** What RootLayout shows a signed-in student on every screen (loaded once there is a user). */
export default function SignedInNotices() {
  return (
    <>
      <OfflineBanner />
      <OutboxNotices />
    </>
  );
}
