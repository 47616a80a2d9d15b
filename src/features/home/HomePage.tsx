import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { track } from '../../telemetry/analytics';
import { FeatureIcon } from './FeatureIcon';
import { FEATURES, HOME_TEXT } from './messages';
import { PreviewInput } from './PreviewInput';
import { structuredDataJson } from './structured-data';
import './home.css';

/** The landing page; `study` is the signed-in student's way to their due cards. */
export function HomePage({ study }: { study?: ReactNode } = {}) {
  const signupClick = (source: string) => () => track('homepage_signup_click', { source });
  return (
    <div className="home">
      <header className="home-header">
        <Link to="/" className="brand">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{HOME_TEXT.title}</span>
        </Link>
        <nav aria-label="Account" className="row">
          {study}
          <Link to="/login" className="btn btn-link" onClick={signupClick('header_signin')}>
            {HOME_TEXT.signIn}
          </Link>
          <Link to="/login" className="btn btn-primary" onClick={signupClick('header_signup')}>
            {HOME_TEXT.signUp}
          </Link>
        </nav>
      </header>

      <main id="main" tabIndex={-1}>
        <section className="home-hero" aria-labelledby="home-hero-title">
          <h1 id="home-hero-title">{HOME_TEXT.heroTitle}</h1>
          <p className="home-hero-body">{HOME_TEXT.heroBody}</p>
          <PreviewInput />
        </section>

        <section className="home-features" aria-labelledby="home-features-title">
          <h2 id="home-features-title">{HOME_TEXT.featuresTitle}</h2>
          <ul className="home-feature-grid">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="card home-feature">
                <FeatureIcon name={feature.icon} />
                <h3>{feature.title}</h3>
                <p className="muted">{feature.body}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="home-cta">
          <p>{HOME_TEXT.ctaBody}</p>
          <Link
            to="/login"
            className="btn btn-primary home-cta-button"
            onClick={() => track('cta_clicked', { cta: 'try_mnemo' })}
          >
            {HOME_TEXT.cta}
          </Link>
        </section>
      </main>

      <footer className="home-footer">
        <p>{HOME_TEXT.footer}</p>
      </footer>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: structuredDataJson() }}
      />
    </div>
  );
}
