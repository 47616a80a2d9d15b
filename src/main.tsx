import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { startAfterLoad } from './app/after-load';
import { replaceFrameWhenShown } from './app/boot-shell';
import { followStudyPosition, resumeAtStart } from './app/resume';
import { followLanguagePreference } from './app/language';
import { applyTheme, readPreferences } from './data/preferences';
import './app/styles.css';

applyTheme(readPreferences().darkMode);
followLanguagePreference();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The boot script in index.html left the page the build rendered for this route (the home or
// sign-in page) or a splash: React takes over the first as it is, and replaces the second. For a
// returning student's chat it showed the screen's frame beside a hidden, empty root instead.
const route = location.hash.replace(/^#/, '').split('?')[0] || '/';
resumeAtStart();
followStudyPosition();
if (container.dataset.prerendered === route) hydrateRoot(container, app);
else {
  replaceFrameWhenShown(container);
  // In slices of a few milliseconds rather than one long task: what this first render shows
  // is a wait (behind the chat frame, or the splash) until the screen's code is in.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

startAfterLoad();
