// First: zod must not try eval under the CSP, whichever chunk builds the first schema.
import './app/zodWithoutEval';
// Bootstrap's parts the app uses, then the theme. Swiper's styles come with the home carousel.
import './styles/bootstrap.scss';
import './styles.css';
import './styles/banglaFont.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { router } from './routes/router';
import { startRouteData } from './app/routeData';
import { makeStore } from './app/store';
import { chooseLanguage, startingLanguage } from './i18n/languageThunks';
import { registerServiceWorker } from './serviceWorker/registerServiceWorker';
import { startSessionSync } from './session/sessionSync';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = makeStore();
startSessionSync(store.dispatch);
// Route loaders start their pages' data requests through the store (app/routeData.ts).
startRouteData(store.dispatch);

// The first render is in the starting language: for Bangla its chunk comes first (English is
// already here). If that chunk cannot be fetched, the page opens in English rather than not at all.
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} router={router} />
    </StrictMode>,
  );
store.dispatch(chooseLanguage(startingLanguage(), { remember: false })).then(render, render);
// Works offline and installable (docs/decisions/0036-offline-app-shell.md): after the page loads.
registerServiceWorker();
