import type { ComponentType } from 'react';
import type { NonIndexRouteObject, RouteObject } from 'react-router-dom';
import { RootLayout } from '../components/layout/RootLayout';
import { PageLoading } from '../components/LoadingSpinner';
import { RootErrorPage } from '../features/errors/RootErrorPage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { HomePage } from '../features/home/HomePage';
import { RequireAdmin, RequireAuth, RequireSeller } from '../session/guards';
import { paths } from './paths';

/**
 * A page loaded on demand, in its own script chunk. While a visitor lands directly on it,
 * the layout stays and the fallback fills the content area.
 */
function lazyPage(
  load: () => Promise<{ Component: ComponentType }>,
): Pick<NonIndexRouteObject, 'lazy' | 'HydrateFallback'> {
  return { lazy: load, HydrateFallback: PageLoading };
}

const loadAccountPages = () => import(/* webpackChunkName: "account" */ '../features/auth');
const loadDashboard = () => import(/* webpackChunkName: "dashboard" */ '../features/dashboard');

const signInRoute = (path: string): RouteObject => ({
  path,
  ...lazyPage(() => loadAccountPages().then((module) => ({ Component: module.SignInPage }))),
});

/** A dashboard section whose page arrives with a later release (see PendingSectionPage). */
const pendingSection = (path: string, title: string): RouteObject => ({
  path,
  lazy: () =>
    loadDashboard().then(({ PendingSectionPage }) => ({
      Component: () => <PendingSectionPage title={title} />,
    })),
});

/** /dashboard and its sections: signed-in users; seller and admin parts behind their guards. */
const dashboardRoute: RouteObject = {
  Component: RequireAuth,
  children: [
    {
      path: paths.dashboard.path,
      ...lazyPage(() => loadDashboard().then((module) => ({ Component: module.DashboardLayout }))),
      children: [
        { index: true, lazy: () => loadDashboard().then((m) => ({ Component: m.ProfilePage })) },
        {
          path: paths.profile.path,
          lazy: () => loadDashboard().then((m) => ({ Component: m.ProfilePage })),
        },
        pendingSection(paths.myWishlist.path, 'My Wishlist'),
        pendingSection(paths.myOrders.path, 'My Orders'),
        pendingSection(paths.payment.path, 'Payment'),
        {
          Component: RequireSeller,
          children: [
            pendingSection(paths.addProduct.path, 'Add Product'),
            pendingSection(paths.myProducts.path, 'My Products'),
          ],
        },
        {
          Component: RequireAdmin,
          children: [
            pendingSection(paths.allBuyers.path, 'All Buyers'),
            pendingSection(paths.allSellers.path, 'All Seller'),
          ],
        },
      ],
    },
  ],
};

/**
 * The route table, shared by the browser router and the tests' memory routers.
 * Page errors are caught by the pathless route inside the layout, so header and footer stay;
 * the root boundary is the last resort (unknown paths, or the layout itself failing).
 */
export const routes: RouteObject[] = [
  {
    path: paths.root.path,
    Component: RootLayout,
    ErrorBoundary: RootErrorPage,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, Component: HomePage },
          { path: paths.home.path, Component: HomePage },
          {
            path: paths.about.path,
            ...lazyPage(() =>
              import(/* webpackChunkName: "about" */ '../features/about/AboutPage').then(
                (module) => ({
                  Component: module.AboutPage,
                }),
              ),
            ),
          },
          {
            path: paths.blog.path,
            ...lazyPage(() =>
              import(/* webpackChunkName: "blog" */ '../features/blog/BlogPage').then((module) => ({
                Component: module.BlogPage,
              })),
            ),
          },
          signInRoute(paths.signIn.path),
          signInRoute(paths.login.path),
          {
            path: paths.signUp.path,
            ...lazyPage(() =>
              loadAccountPages().then((module) => ({ Component: module.SignUpPage })),
            ),
          },
          dashboardRoute,
        ],
      },
    ],
  },
];
