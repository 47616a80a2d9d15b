import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../data/session';
import { trackClick } from '../../telemetry/analytics';
import { DeleteAccountSection } from './DeleteAccountSection';
import { useSettingsText } from './messages';
import { OfflineStorageSection } from './OfflineStorageSection';
import { LanguageSection, LevelSection, ThemeSection } from './PreferenceSections';
import { ReviewSection } from './ReviewSection';
import { SignOutEverywhere } from './SignOutEverywhere';
import './settings.css';

/** /settings; the Payment section comes from the billing feature through `payment`. */
export function SettingsPage({ payment }: { payment: ReactNode }) {
  const settingsText = useSettingsText();
  const navigate = useNavigate();
  const { user, signOut, signingOut } = useSession();
  return (
    <main id="main" tabIndex={-1} className="page settings">
      <header className="row spread settings-header">
        <h1>{settingsText.title}</h1>
        <button
          type="button"
          className="icon-btn"
          aria-label={settingsText.close}
          title={settingsText.close}
          onClick={() => {
            trackClick('close', 'settings');
            void navigate('/chat');
          }}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </header>

      <section className="card settings-section" aria-labelledby="settings-payment">
        <h2 id="settings-payment">{settingsText.payment}</h2>
        {payment}
      </section>
      <LanguageSection />
      <LevelSection />
      <ThemeSection />
      <ReviewSection />
      <OfflineStorageSection />

      <section className="card settings-section" aria-labelledby="settings-account">
        <h2 id="settings-account">{settingsText.account}</h2>
        <div className="row spread">
          <span>{settingsText.signedInAs(user?.email ?? user?.displayName ?? '')}</span>
          <button
            type="button"
            className="btn"
            disabled={signingOut}
            onClick={() => void signOut().catch((error: unknown) => console.warn(error))}
          >
            {signingOut ? settingsText.signingOut : settingsText.signOut}
          </button>
        </div>
        <SignOutEverywhere />
      </section>
      <DeleteAccountSection />
    </main>
  );
}
