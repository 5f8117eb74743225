import { Button } from 'react-bootstrap';
import {
  useGetNotificationsInfiniteQuery,
  useMarkAllNotificationsReadMutation,
} from '../../api/notificationsApi';
import { useUnreadCounts } from '../../api/unreadCountsApi';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { DashboardSection } from '../../components/layout/DashboardSection';
import { useT } from '../../i18n/useT';
import { NotificationItem } from './NotificationItem';
import './notifications.css';

/**
 * /dashboard/notifications (docs/product.md#notifications): the signed-in person's notifications,
 * newest first, older ones a page at a time; 'Mark all read'. New ones arrive live: the stream
 * (live/liveClient.ts) makes the list stale and it is fetched again, so the unread line, a polite
 * live region, tells screen readers.
 */
export function NotificationsPage() {
  const t = useT();
  // As the badges (unreadCountsApi.ts): coming back to the tab asks again.
  const { data, isLoading, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetNotificationsInfiniteQuery(undefined, { refetchOnFocus: true });
  const [markAllRead, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  // The badge's count (all of them); the loaded pages' own while it is not known.
  const unread =
    useUnreadCounts()?.notifications ?? (data && items.filter(({ read }) => !read).length);

  let content;
  if (isLoading) content = <LoadingSpinner label={t('notifications.loading')} />;
  else if (!data) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (items.length === 0) content = <p>{t('notifications.empty')}</p>;
  else {
    content = (
      <>
        <ul className="notification-list mb-3">
          {items.map((notification) => (
            <NotificationItem key={notification._id} notification={notification} />
          ))}
        </ul>
        {hasNextPage && (
          <Button
            variant="outline-primary"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {t('notifications.showMore')}
          </Button>
        )}
      </>
    );
  }

  return (
    <DashboardSection title={t('notifications.pageTitle')}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <p className="mb-0" aria-live="polite">
          {unread !== undefined && t('notifications.unreadCount', { count: unread })}
        </p>
        <Button
          variant="outline-dark"
          size="sm"
          disabled={!unread || markingAll}
          onClick={() => void markAllRead()}
        >
          {t('notifications.markAllRead')}
        </Button>
      </div>
      {content}
    </DashboardSection>
  );
}
