import { Spinner } from 'react-bootstrap';
import { useT } from '../i18n/useT';

type LoadingSpinnerProps = {
  /** Read out by screen readers and used by tests to tell spinners apart. */
  label: string;
};

export function LoadingSpinner({ label }: LoadingSpinnerProps) {
  return (
    // `loading-spinner`: while one shows, the content area keeps the screen's height (styles.css).
    <div className="loading-spinner d-flex justify-content-center py-5">
      {/* A status role takes its name only from a label; the text is what a live region reads. */}
      <Spinner animation="border" role="status" aria-label={label} variant="primary">
        <span className="visually-hidden">{label}</span>
      </Spinner>
    </div>
  );
}

/** Shown in the content area while a page's script chunk loads. */
export function PageLoading() {
  const t = useT();
  return <LoadingSpinner label={t('labels.loadingPage')} />;
}
