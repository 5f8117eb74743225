import './messages.css';
import { useGetConversationsInfiniteQuery } from '../../api/conversationsApi';
import { DashboardSection } from '../../components/layout/DashboardSection';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useT } from '../../i18n/useT';
import { PagedListEnd } from '../../components/listings/PagedListEnd';
import { ConversationItem } from './ConversationItem';

/**
 * /dashboard/messages (docs/product.md#messages): the reader's conversations, newest activity
 * first, a page at a time. The live stream invalidates 'Conversation', so a new message moves its
 * conversation to the top and raises its unread count without a reload.
 */
export function MessagesPage() {
  const t = useT();
  const conversations = useGetConversationsInfiniteQuery();
  const { data, error, isLoading, refetch } = conversations;
  const items = data?.pages.flatMap((page) => page.items) ?? [];

  let content;
  if (isLoading) content = <LoadingSpinner label={t('messages.inboxLoading')} />;
  else if (!data) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (items.length === 0) content = <p>{t('messages.inboxEmpty')}</p>;
  else {
    content = (
      <>
        <ul className="list-unstyled border rounded mb-0 conversation-list">
          {items.map((conversation) => (
            <li key={conversation._id} className="border-bottom">
              <ConversationItem conversation={conversation} />
            </li>
          ))}
        </ul>
        <PagedListEnd query={conversations} showMoreLabel={t('messages.showMore')} />
      </>
    );
  }
  return <DashboardSection title={t('messages.pageTitle')}>{content}</DashboardSection>;
}
