import type { createMemoryRouter } from 'react-router-dom';

type Router = ReturnType<typeof createMemoryRouter>;

/** The routers rendered by the running test; setupTests forgets them after each test. */
export const renderedRouters: Router[] = [];

const pageLoaded = ({ state }: Router) => state.initialized && state.navigation.state === 'idle';

function untilLoaded(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (pageLoaded(router)) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe(() => {
      if (!pageLoaded(router)) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Resolves once every rendered router has the code of the page it shows. Pages come in script
 * chunks (lazy routes); the first time a test file opens one, jest evaluates its modules, which
 * takes about half a second on an idle machine and well over a second on a busy one. That is
 * work before the page exists, not a page being slow, so no wait's deadline should count it.
 */
export async function routesLoaded(): Promise<void> {
  await Promise.all(renderedRouters.map(untilLoaded));
}
