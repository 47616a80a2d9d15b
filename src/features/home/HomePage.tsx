import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { track } from '../../telemetry/analytics';
import { FeatureIcon } from './FeatureIcon';
import { FEATURE_ICONS, useHomeText } from './messages';
import { PreviewInput } from './PreviewInput';
import { structuredDataJson } from './structured-data';
import './home.css';

/** The landing page; `study` is the signed-in student's way to their due cards. */
export function HomePage({ study }: { study?: ReactNode } = {}) {
  const homeText = useHomeText();
  const signupClick = (source: string) => () => track('homepage_signup_click', { source });
  return (
    <div className="home">
      <header className="home-header">
        <Link to="/" className="brand">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{homeText.title}</span>
        </Link>
        <nav aria-label={homeText.accountNav} className="row">
          {study}
          <Link to="/login" className="btn btn-link" onClick={signupClick('header_signin')}>
            {homeText.signIn}
          </Link>
          <Link to="/login" className="btn btn-primary" onClick={signupClick('header_signup')}>
            {homeText.signUp}
          </Link>
        </nav>
      </header>

      <main id="main" tabIndex={-1}>
        <section className="home-hero" aria-labelledby="home-hero-title">
          <h1 id="home-hero-title">{homeText.heroTitle}</h1>
          <p className="home-hero-body">{homeText.heroBody}</p>
          <PreviewInput />
        </section>

        <section className="home-features" aria-labelledby="home-features-title">
          <h2 id="home-features-title">{homeText.featuresTitle}</h2>
          <ul className="home-feature-grid">
            {FEATURE_ICONS.map((icon) => (
              <li key={icon} className="card home-feature">
                <FeatureIcon name={icon} />
                <h3>{homeText.features[icon].title}</h3>
                <p className="muted">{homeText.features[icon].body}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="home-cta">
          <p>{homeText.ctaBody}</p>
          <Link
            to="/login"
            className="btn btn-primary home-cta-button"
            onClick={() => track('cta_clicked', { cta: 'try_mnemo' })}
          >
            {homeText.cta}
          </Link>
        </section>
      </main>

      <footer className="home-footer">
        <p>{homeText.footer}</p>
      </footer>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: structuredDataJson() }}
      />
    </div>
  );
}
