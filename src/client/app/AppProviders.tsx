import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import { TOAST_DEFAULT_MS, TOAST_MAX_KEPT } from '../../shared/constants';
import { lazyOrNothing } from '../components/lazyOrNothing';
import { loadToasts } from '../components/notify';
import { ToastCloseButton } from '../components/ToastCloseButton';
import { useT } from '../i18n/useT';
import type { AppStore } from './store';

// The toasts' container arrives after the page, from the toasts' own chunk (see notify.ts).
const ToastContainer = lazyOrNothing('the toasts', () =>
  loadToasts().then((module) => module.ToastContainer),
);

type AppProvidersProps = {
  store: AppStore;
  router: RouterProviderProps['router'];
};

/** The toasts' region, named in the chosen language (react-toastify's own name is English). */
function Toasts() {
  const t = useT();
  return (
    <ToastContainer
      autoClose={TOAST_DEFAULT_MS}
      limit={TOAST_MAX_KEPT}
      position="top-right"
      closeButton={ToastCloseButton}
      aria-label={t('toasts.regionLabel')}
    />
  );
}

/** Everything around the routes, shared by the real start (index.tsx) and the tests. */
export function AppProviders({ store, router }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </Provider>
  );
}
