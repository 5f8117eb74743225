import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../routes/routes';
import { startRouteData } from '../app/routeData';
import { makeStore, type RootState } from '../app/store';
import type { Language } from '../../shared/languages';
import { activateLanguage } from '../i18n/activeLanguage';
import { startSessionSync } from '../session/sessionSync';
import { renderedRouters } from './routeLoading';

/** Session subscriptions of the tests rendered so far; setupTests ends them after each test. */
export const sessionSubscriptions: Array<() => void> = [];

type RenderOptions = { preloadedState?: Partial<RootState> };

/** Renders a route table at `path` with a fresh store, inside the app's own providers. */
export function renderRouteTable(
  routeTable: RouteObject[],
  path: string,
  { preloadedState }: RenderOptions = {},
) {
  const store = makeStore(preloadedState);
  // As index.tsx does: the store follows the (fake) identity provider's auth state.
  sessionSubscriptions.push(startSessionSync(store.dispatch));
  startRouteData(store.dispatch);
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  renderedRouters.push(router);
  const user = userEvent.setup();
  return { store, router, user, ...render(<AppProviders store={store} router={router} />) };
}

/** Renders the app's real route table at `path`, as a visitor opening that address. */
export function renderRoute(path: string, options?: RenderOptions) {
  return renderRouteTable(routes, path, options);
}

/** Renders one component alone, with a store and a router around it (for its links). */
export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  return renderRouteTable([{ path: '*', element: ui }], '/', options);
}

/**
 * Renders the real route table at `path` in `language`, as a visitor who chose it: its catalogue
 * is loaded and active before the first render, as index.tsx does.
 */
export async function renderRouteIn(language: Language, path: string) {
  await activateLanguage(language);
  return renderRouteTable(routes, path, { preloadedState: { language: { current: language } } });
}
