import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './core/i18n/i18n';
import './app/global.css';
import { App } from './app/App';
import { createAppData } from './core/apollo/client';

// The saved data (and the offline queue) are restored before the first render, so a reload while offline shows
// the last data at once.
const data = await createAppData();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App data={data} />
  </StrictMode>,
);
