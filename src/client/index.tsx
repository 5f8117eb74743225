import 'bootstrap/dist/css/bootstrap.min.css';
// Swiper's stylesheets are loaded here rather than beside the carousel: jest maps only
// file names ending in `.css`, and `swiper/css` does not.
import 'swiper/css';
import 'swiper/css/pagination';
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
