import './messages.css';
import { useCallback, useRef } from 'react';
import { Button } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { errorCodeOf } from '../../../shared/errorCodes';
import { SERVER_ERRORS } from '../../../shared/messages';
import type { Conversation, Message } from '../../../shared/schemas';
import {
  useGetConversationQuery,
  useMarkConversationReadMutation,
  useSendMessageMutation,
} from '../../api/conversationsApi';
import { paths } from '../../app/paths';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { usePageTitle } from '../../components/usePageTitle';
import { contentLanguage } from '../../i18n/contentLanguage';
import { errorText } from '../../i18n/errorText';
import { useT } from '../../i18n/useT';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';
import { ConversationBuyerOffer, useOfferAnswersIn } from './ConversationOffers';
import { BookImage } from '../../components/BookImage';
import { Alert } from '../../components/Alert';
import { useReportDialog } from '../../components/reporting/useReportDialog';

/**
 * /dashboard/messages/{id} (docs/product.md#messages): the book and the other person on top, the
 * messages in the middle (they scroll), the box at the bottom, so it fills a phone's screen. The
 * buyer's offer on the book sits under the top; an offer's steps are messages of their own.
 */
export function ConversationPage() {
  const t = useT();
  const { id = '' } = useParams();
  const { data: conversation, error, isLoading, refetch } = useGetConversationQuery(id);
  usePageTitle(conversation?.other.name ?? t('messages.pageTitle'));

  if (isLoading) return <LoadingSpinner label={t('messages.conversationLoading')} />;
  if (!conversation) return <LoadFailure error={error} onRetry={() => void refetch()} />;
  return <OpenConversation conversation={conversation} />;
}

function OpenConversation({ conversation }: { conversation: Conversation }) {
  const t = useT();
  const { report, reportDialog } = useReportDialog();
  const [send] = useSendMessageMutation();
  const [markRead] = useMarkConversationReadMutation();
  const offerAnswers = useOfferAnswersIn(conversation);
  const { _id: conversationId, other, book_title: title, unread } = conversation;

  // Read up to the newest message shown, once per message, while the server counts some unread.
  const markedUpTo = useRef(0);
  const onNewest = useCallback(
    (message: Message) => {
      if (unread === 0 || message.seq <= markedUpTo.current) return;
      markedUpTo.current = message.seq;
      void markRead({ conversationId, seq: message.seq });
    },
    [conversationId, markRead, unread],
  );

  return (
    <section
      className="conversation-page d-flex flex-column"
      aria-labelledby="conversation-heading"
    >
      <header className="d-flex align-items-center gap-3 border-bottom pb-2 mb-2">
        <BookImage src={conversation.book_img} alt="" width={40} height={54} className="rounded" />
        <div className="flex-grow-1 min-w-0">
          <h1 id="conversation-heading" className="h5 mb-0 text-truncate">
            {other.name}
          </h1>
          {conversation.listing_id ? (
            <Link to={paths.book.getHref(conversation.listing_id)} lang={contentLanguage(title)}>
              {t('messages.aboutBook', { title })}
            </Link>
          ) : (
            <span lang={contentLanguage(title)}>{t('messages.aboutBook', { title })}</span>
          )}
        </div>
        <Link to={paths.messages.getHref()} className="small d-none d-sm-inline">
          {t('messages.allMessages')}
        </Link>
        {conversation.reported ? (
          <span className="small text-body-secondary">{t('messages.reported')}</span>
        ) : (
          <Button
            variant="outline-danger"
            size="sm"
            onClick={() => report('conversation', conversationId)}
          >
            {t('messages.report')}
          </Button>
        )}
      </header>
      {conversation.my_role === 'buyer' && conversation.listing_id && (
        <ConversationBuyerOffer listingId={conversation.listing_id} />
      )}
      <MessageList
        conversationId={conversationId}
        otherName={other.name}
        onNewest={onNewest}
        offerAnswers={offerAnswers}
      />
      <div className="conversation-page__composer border-top pt-2">
        {conversation.sending_blocked ? (
          <Alert variant="warning" className="mb-0">
            {errorText(SERVER_ERRORS.messagingBlocked, errorCodeOf(SERVER_ERRORS.messagingBlocked))}
          </Alert>
        ) : (
          <MessageComposer onSend={(body) => send({ conversationId, body })} />
        )}
      </div>
      {reportDialog}
    </section>
  );
}
