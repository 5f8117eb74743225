import { Button } from 'react-bootstrap';
import { apiErrorMessage, isClientError } from '../api/apiErrorMessage';
import { useT } from '../i18n/useT';
import { Alert } from './Alert';

type LoadFailureProps = {
  /** The failed query's error. */
  error: unknown;
  onRetry: () => void;
};

/**
 * A list that could not be loaded. A 4xx is the server's own answer (an unknown category, a
 * missing right) and is shown as it is; anything else may pass, so it offers to try again.
 */
export function LoadFailure({ error, onRetry }: LoadFailureProps) {
  const t = useT();
  if (isClientError(error)) {
    return <Alert variant="warning">{apiErrorMessage(error, t('listing.loadFailed'))}</Alert>;
  }
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
      <span>{t('listing.loadFailed')}</span>
      <Button variant="outline-danger" size="sm" onClick={onRetry}>
        {t('listing.retry')}
      </Button>
    </Alert>
  );
}
