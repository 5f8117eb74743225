import {
  Link,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  type ErrorResponse,
} from 'react-router-dom';
import { paths } from '../../app/paths';
import { usePageTitle } from '../../components/usePageTitle';
import { useT } from '../../i18n/useT';
import { describeUnexpectedError, formatErrorData } from './describeError';

/**
 * The router's own 404 for an unknown path: its data is the router's English text ('Error: No
 * route matches URL …'), so it is worded from the catalogue instead (the same text in English).
 * The router marks the errors it makes itself `internal` (not in its public type).
 */
const isUnknownPath = (error: ErrorResponse) =>
  error.status === 404 && (error as { internal?: unknown }).internal === true;

function RouteErrorResponseScreen({ error }: { error: ErrorResponse }) {
  const t = useT();
  const { pathname } = useLocation();
  const notFound = error.status === 404;
  usePageTitle(notFound ? t('pages.notFound') : error.statusText || String(error.status));
  // The router's 404 says 'Not Found', the catalogue's words for it; other statuses come as sent.
  const statusText = notFound ? t('labels.notFound') : error.statusText;
  return (
    <section className="container py-5 text-center error-screen">
      <h1 className="display-5">
        {error.status} {statusText}
      </h1>
      <p className="lead text-break">
        {isUnknownPath(error)
          ? t('errors.noRoute', { path: pathname })
          : formatErrorData(error.data)}
      </p>
      <Link to={paths.root.getHref()} className="btn btn-primary">
        {t('labels.backToHomepage')}
      </Link>
    </section>
  );
}

function UnexpectedErrorScreen({ error }: { error: unknown }) {
  const t = useT();
  usePageTitle(t('labels.unexpectedError'));
  return (
    <section className="container py-5 text-center error-screen">
      <h1 className="h2">{t('labels.unexpectedError')}</h1>
      <p className="lead text-break">{describeUnexpectedError(error)}</p>
      {/* A full page load, not a router navigation: the app may be in a broken state. */}
      <a href={paths.root.getHref()} className="btn btn-primary">
        {t('labels.backToHomepage')}
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
