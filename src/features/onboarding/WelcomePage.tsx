import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../data/session';
import { track } from '../../telemetry/analytics';
import { firstName, ONBOARDING_STEPS, useOnboardingText } from './messages';
import './onboarding.css';

/** The 3-step tour of /welcome. */
export default function WelcomePage() {
  const onboardingText = useOnboardingText();
  const { user } = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    track('onboarding_started');
  }, []);

  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  function next(): void {
    const to = Math.min(step + 1, ONBOARDING_STEPS);
    track('onboarding_step', { step: to });
    setStep(to);
  }

  function skip(): void {
    track('onboarding_skipped', { step });
    void navigate('/chat');
  }

  function finish(): void {
    track('onboarding_completed');
    void navigate('/chat');
  }

  return (
    <main id="main" className="page page-narrow onboarding">
      <div className="card onboarding-card">
        <p className="muted onboarding-progress">{onboardingText.progress(step)}</p>
        <ol className="onboarding-dots" aria-hidden="true">
          {Array.from({ length: ONBOARDING_STEPS }, (_, index) => (
            <li key={index} className={index + 1 <= step ? 'active' : ''} />
          ))}
        </ol>

        {step === 1 && (
          <section>
            <h1 ref={heading} tabIndex={-1}>
              {onboardingText.greeting(firstName(user?.displayName, onboardingText.there))}
            </h1>
            <p>{onboardingText.intro}</p>
          </section>
        )}
        {step === 2 && (
          <section>
            <h1 ref={heading} tabIndex={-1}>
              {onboardingText.capabilitiesTitle}
            </h1>
            <ul className="onboarding-list">
              {onboardingText.capabilities.map((capability) => (
                <li key={capability}>{capability}</li>
              ))}
            </ul>
          </section>
        )}
        {step === 3 && (
          <section>
            <h1 ref={heading} tabIndex={-1}>
              {onboardingText.doneTitle}
            </h1>
            <p>{onboardingText.doneBody}</p>
          </section>
        )}

        <div className="row spread onboarding-actions">
          {step < ONBOARDING_STEPS ? (
            <>
              <button type="button" className="btn btn-link" onClick={skip}>
                {onboardingText.skip}
              </button>
              <button type="button" className="btn btn-primary" onClick={next}>
                {onboardingText.next}
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-primary onboarding-start" onClick={finish}>
              {onboardingText.getStarted}
            </button>
          )}
        </div>
      </div>
    </main>
  );
}
