import '@fontsource-variable/cairo/wght.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { makeStore } from './app/store';
import { loadRuntimeConfig } from './config/runtime';
import { initI18n } from './lib/i18n';

// The config request starts at once; API calls wait for it inside the base query, not the render.
void loadRuntimeConfig();

void initI18n().then((i18n) => {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App store={makeStore()} i18n={i18n} />
    </StrictMode>,
  );
});
