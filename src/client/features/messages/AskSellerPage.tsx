import './messages.css';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useGetListingQuery } from '../../api/bookApi';
import {
  useGetConversationAboutListingQuery,
  useStartConversationMutation,
} from '../../api/conversationsApi';
import { paths } from '../../app/paths';
import { DashboardSection } from '../../components/layout/DashboardSection';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useT } from '../../i18n/useT';
import { MessageComposer } from './MessageComposer';
import { BookImage } from '../../components/BookImage';
import { SafetyTips } from '../../components/SafetyTips';

/**
 * /dashboard/messages/about/{listingId}, 'Ask the seller' (docs/product.md#messages): the
 * buyer's conversation about the book when they asked before, else a box under the book whose
 * first message starts the conversation (POST /conversations) and opens it.
 */
export function AskSellerPage() {
  const t = useT();
  const { listingId = '' } = useParams();
  const existing = useGetConversationAboutListingQuery(listingId);
  // 404: not asked yet. Any other failure is shown as it is.
  const notAskedYet = existing.isError && isNotFound(existing.error);
  if (existing.data) {
    return <Navigate replace to={paths.conversation.getHref(existing.data._id)} />;
  }

  let content;
  if (existing.isLoading) {
    content = <LoadingSpinner label={t('messages.conversationLoading')} />;
  } else if (notAskedYet) {
    content = <FirstMessage listingId={listingId} />;
  } else {
    content = <LoadFailure error={existing.error} onRetry={() => void existing.refetch()} />;
  }
  return <DashboardSection title={t('book.askSeller')}>{content}</DashboardSection>;
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/**
 * The book being asked about, the safety tips (a first message is where a meeting gets
 * arranged), and the box whose first message starts the conversation.
 */
function FirstMessage({ listingId }: { listingId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { data: listing, error, isLoading, refetch } = useGetListingQuery(listingId);
  const [start] = useStartConversationMutation();

  if (isLoading) return <LoadingSpinner label={t('book.loading')} />;
  if (!listing) return <LoadFailure error={error} onRetry={() => void refetch()} />;

  async function send(body: string) {
    const result = await start({ listing_id: listingId, body });
    if (result.data) {
      void navigate(paths.conversation.getHref(result.data.conversation._id), { replace: true });
    }
    return result;
  }

  const title = listing.book_title;
  return (
    <div className="d-flex flex-column gap-3" style={{ maxWidth: '40rem' }}>
      <div className="d-flex gap-3 align-items-center">
        <BookImage
          src={listing.book_img}
          alt={t('messages.bookCoverAlt', { title })}
          width={64}
          height={86}
          className="rounded conversation-item__cover"
        />
        <div>
          <p className="h5 mb-1" lang={contentLanguage(title)}>
            {title}
          </p>
          <p className="mb-0 text-body-secondary">
            {t('messages.askIntro', { name: listing.seller_name })}
          </p>
        </div>
      </div>
      <SafetyTips />
      <MessageComposer onSend={send} />
    </div>
  );
}
