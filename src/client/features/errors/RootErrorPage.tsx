import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { RootLayout } from '../../components/layout/RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * The last-resort boundary: unknown paths (the router's own 404) and failures of the layout.
 * A route error response comes from routing or loading, never from rendering the layout, so
 * the layout is safe to show around it; anything else is shown without it.
 */
export function RootErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return (
      <RootLayout>
        <RouteErrorPage />
      </RootLayout>
    );
  }
  return (
    <main>
      <RouteErrorPage />
    </main>
  );
}
