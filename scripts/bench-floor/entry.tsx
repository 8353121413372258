// The framework's floor (npm run bench -- --floor, issue 31): what every Dalil page pays before any
// screen of its own. React and react-dom hydrate a trivial tree (the markup page.html already holds,
// as a published page does) inside react-router's BrowserRouter and react-redux's Provider over the
// app's real store (makeStore: the root reducer and the API layer's middleware). No screen, no
// translations, no data. Built by ./webpack.config.cjs into a temporary folder, never dist/.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '@/store/store';

/** The same markup as page.html's #root, so hydration adopts it. */
function Floor() {
  return (
    <main>
      <h1>Dalil</h1>
      <p>The framework&apos;s floor: React, the router and the store, started on an empty screen.</p>
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from page.html');
hydrateRoot(
  container,
  <StrictMode>
    <Provider store={makeStore()}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<Floor />} />
        </Routes>
      </BrowserRouter>
    </Provider>
  </StrictMode>,
  { onRecoverableError: (error) => console.error(error) },
);
