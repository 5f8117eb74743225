import './messages.css';
import { useGetReportedConversationsQuery } from '../../api/conversationsApi';
import { DashboardSection } from '../../components/layout/DashboardSection';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useT } from '../../i18n/useT';
import { ReportedConversationCard } from './ReportedConversationCard';

/**
 * /dashboard/reported-conversations, the admin's (docs/product.md#messages): what people
 * reported, most recently first; each can be read, a message removed, either person stopped from
 * sending or allowed again.
 */
export function ReportedConversationsPage() {
  const t = useT();
  const { data, error, isLoading, refetch } = useGetReportedConversationsQuery();

  let content;
  if (isLoading) content = <LoadingSpinner label={t('messages.reportedLoading')} />;
  else if (!data) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (data.length === 0) content = <p>{t('messages.reportedEmpty')}</p>;
  else {
    content = (
      <ul className="list-unstyled d-flex flex-column gap-3 mb-0">
        {data.map((conversation) => (
          <li key={conversation._id}>
            <ReportedConversationCard conversation={conversation} />
          </li>
        ))}
      </ul>
    );
  }
  return <DashboardSection title={t('messages.reportedTitle')}>{content}</DashboardSection>;
}
