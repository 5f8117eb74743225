import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import type { Report, ReportStatus } from '../../../shared/schemas';
import { useGetReportsQuery } from '../../api/reportsApi';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useT } from '../../i18n/useT';
import { ReportCard } from './ReportCard';
import { ResolveReportDialog } from './ResolveReportDialog';

/**
 * The reports' queue (GET /admin/reports): open ones oldest first, each resolved with an outcome;
 * or the latest resolved, with theirs.
 */
export function ReportQueue() {
  const t = useT();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [resolving, setResolving] = useState<Report | null>(null);
  const { data, error, isLoading, refetch } = useGetReportsQuery(status);

  let content;
  if (isLoading) content = <LoadingSpinner label={t('moderation.reportsLoading')} />;
  else if (!data) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else {
    const open = status === 'open';
    content = (
      <>
        <p className="fw-semibold mb-2">
          {t(open ? 'moderation.openCount' : 'moderation.resolvedCount', { count: data.total })}{' '}
          {data.items.length < data.total && (
            <span className="fw-normal">
              {t('moderation.showingFirst', { shown: data.items.length })}
            </span>
          )}
        </p>
        {data.items.length === 0 ? (
          <p>{t(open ? 'moderation.openEmpty' : 'moderation.resolvedEmpty')}</p>
        ) : (
          <ul className="list-unstyled d-flex flex-column gap-3 mb-0">
            {data.items.map((report) => (
              <li key={report._id}>
                <ReportCard report={report} onResolve={open ? setResolving : undefined} />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="reports-heading">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h2 id="reports-heading" className="h4 mb-0">
          {t('moderation.reportsHeading')}
        </h2>
        <ToggleButtonGroup
          type="radio"
          name="report-status"
          value={status}
          onChange={(value: ReportStatus) => setStatus(value)}
          aria-label={t('moderation.show')}
        >
          <ToggleButton id="reports-open" value="open" variant="outline-primary" size="sm">
            {t('moderation.open')}
          </ToggleButton>
          <ToggleButton id="reports-resolved" value="resolved" variant="outline-primary" size="sm">
            {t('moderation.resolved')}
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
      {content}
      <ResolveReportDialog report={resolving} onClose={() => setResolving(null)} />
    </section>
  );
}
