import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startAfterLoad } from './app/after-load';
import { applyTheme, readPreferences } from './data/preferences';
import './app/styles.css';

applyTheme(readPreferences().darkMode);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

startAfterLoad();
