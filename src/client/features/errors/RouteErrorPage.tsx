import { Link, isRouteErrorResponse, useRouteError, type ErrorResponse } from 'react-router-dom';
import { LABELS, PAGE_NAMES } from '../../../shared/messages';
import { paths } from '../../app/paths';
import { usePageTitle } from '../../components/usePageTitle';
import { describeUnexpectedError, formatErrorData } from './describeError';

function RouteErrorResponseScreen({ error }: { error: ErrorResponse }) {
  usePageTitle(
    error.status === 404 ? PAGE_NAMES.notFound : error.statusText || String(error.status),
  );
  return (
    <section className="container py-5 text-center error-screen">
      <h1 className="display-5">
        {error.status} {error.statusText}
      </h1>
      <p className="lead text-break">{formatErrorData(error.data)}</p>
      <Link to={paths.root.getHref()} className="btn btn-primary">
        {LABELS.backToHomepage}
      </Link>
    </section>
  );
}

function UnexpectedErrorScreen({ error }: { error: unknown }) {
  usePageTitle(LABELS.unexpectedError);
  return (
    <section className="container py-5 text-center error-screen">
      <h1 className="h2">{LABELS.unexpectedError}</h1>
      <p className="lead text-break">{describeUnexpectedError(error)}</p>
      {/* A full page load, not a router navigation: the app may be in a broken state. */}
      <a href={paths.root.getHref()} className="btn btn-primary">
        {LABELS.backToHomepage}
      </a>
    </section>
  );
}

/** The error boundary of the pages: shown inside the layout, so header and footer stay. */
export function RouteErrorPage() {
  const error = useRouteError();
  return isRouteErrorResponse(error) ? (
    <RouteErrorResponseScreen error={error} />
  ) : (
    <UnexpectedErrorScreen error={error} />
  );
}
