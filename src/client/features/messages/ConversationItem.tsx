import { Badge } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { Conversation } from '../../../shared/schemas';
import { paths } from '../../app/paths';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useFormat, useT } from '../../i18n/useT';
import { BookImage } from '../../components/BookImage';

/** What the inbox says of the last message: its words, 'Removed by the admin', or none yet. */
function lastMessageText(conversation: Conversation, t: ReturnType<typeof useT>) {
  const last = conversation.last_message;
  if (!last) return t('messages.noMessageYet');
  // An offer's step is the one message with no words of its own (its body is empty).
  let body = last.body || t('messages.offerPreview');
  if (last.removed) body = t('messages.removedByAdmin');
  return last.mine ? t('messages.lastMine', { body }) : body;
}

/**
 * One conversation of the inbox: the book's cover and title, the other person, the last
 * message and its time, and the unread count. The whole row opens the conversation.
 */
export function ConversationItem({ conversation }: { conversation: Conversation }) {
  const t = useT();
  const format = useFormat();
  const { book_title: title, other, last_message: last, unread } = conversation;
  const when = last?.created_at ?? conversation.updated_at;
  return (
    <Link
      to={paths.conversation.getHref(conversation._id)}
      className={`conversation-item d-flex gap-3 p-3 text-reset text-decoration-none${
        unread > 0 ? ' conversation-item--unread' : ''
      }`}
    >
      <BookImage
        src={conversation.book_img}
        alt={t('messages.bookCoverAlt', { title })}
        width={48}
        height={64}
        className="conversation-item__cover rounded flex-shrink-0"
      />
      <span className="flex-grow-1 min-w-0">
        <span className="d-flex justify-content-between gap-2">
          <strong className="text-truncate">{other.name}</strong>
          <time dateTime={when} className="small text-body-secondary flex-shrink-0">
            {format.date(when)} {format.time(when)}
          </time>
        </span>
        <span className="d-block small text-truncate" lang={contentLanguage(title)}>
          {t('messages.aboutBook', { title })}
        </span>
        <span className="d-flex justify-content-between gap-2">
          <span className="text-truncate text-body-secondary conversation-item__last">
            {lastMessageText(conversation, t)}
          </span>
          {unread > 0 && (
            <Badge pill bg="primary" className="align-self-center">
              <span aria-hidden="true">{format.number(unread)}</span>
              <span className="visually-hidden">{t('messages.unread', { count: unread })}</span>
            </Badge>
          )}
        </span>
      </span>
    </Link>
  );
}
