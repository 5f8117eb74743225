// Bootstrap's parts the app uses, then the theme. Swiper's styles come with the home carousel.
import './styles/bootstrap.scss';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { router } from './app/router';
import { makeStore } from './app/store';
import { startSessionSync } from './session/sessionSync';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = makeStore();
startSessionSync(store.dispatch);

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} router={router} />
  </StrictMode>,
);
