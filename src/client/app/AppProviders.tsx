import { Provider } from 'react-redux';
import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { TOAST_DEFAULT_MS, TOAST_MAX_KEPT } from '../../shared/constants';
import type { AppStore } from './store';

type AppProvidersProps = {
  store: AppStore;
  router: RouterProviderProps['router'];
};

/** Everything around the routes, shared by the real start (index.tsx) and the tests. */
export function AppProviders({ store, router }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <ToastContainer autoClose={TOAST_DEFAULT_MS} limit={TOAST_MAX_KEPT} position="top-right" />
    </Provider>
  );
}
