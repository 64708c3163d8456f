import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './core/i18n/i18n';
import './app/global.css';
import { App } from './app/App';

// The site's texts in the interface language before the first render. The app's data (Apollo, the saved cache
// and the offline queue) loads with the first screen that needs it (app/AppTier.tsx).
await i18nReady;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
