import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from '../components/layout/RootLayout';
import { PageLoading } from '../components/LoadingSpinner';
import { RootErrorPage } from '../features/errors/RootErrorPage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { HomePage } from '../features/home/HomePage';
import { paths } from './paths';

/**
 * A page loaded on demand, in its own script chunk. While a visitor lands directly on it,
 * the layout stays and the fallback fills the content area.
 */
function lazyPage(load: () => Promise<{ Component: ComponentType }>): RouteObject {
  return { lazy: load, HydrateFallback: PageLoading };
}

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
        ],
      },
    ],
  },
];
