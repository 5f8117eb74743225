import './messageBubble.css';
import type { ReactNode } from 'react';
import type { Message } from '../../../shared/schemas';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useFormat, useT } from '../../i18n/useT';
import { MessageText } from './MessageText';

type MessageBubbleProps = {
  message: Message;
  /** The admin's 'Remove message' (the Reports page). */
  action?: ReactNode;
  /** The answers to an offer step waiting for the reader (the conversation's page). */
  offerAnswers?: ReactNode;
};

/**
 * One message: the reader's own on the right, the other person's on the left, each with who sent
 * it and when. A removed one keeps its place and says the admin removed it. Shared by a
 * conversation's page and the admin's Reports page; its texts are the Messages ones. A step of
 * an offer on the book is its own kind of bubble, worded in the reader's language.
 */
export function MessageBubble({ message, action, offerAnswers }: MessageBubbleProps) {
  const t = useT();
  const format = useFormat();
  const sender = message.mine ? t('messages.you') : message.sender_name;
  const kind = `${message.mine ? ' message-bubble--mine' : ''}${message.offer ? ' message-bubble--offer' : ''}`;
  return (
    <div className={`message-bubble${kind}`}>
      <div className="small fw-semibold message-bubble__sender">{sender}</div>
      {message.removed ? (
        <p className="mb-0 fst-italic">{t('messages.removedByAdmin')}</p>
      ) : message.offer ? (
        <p className="mb-0 fw-semibold">
          {t('messages.offerStep', {
            event: message.offer.event,
            price: format.price(message.offer.amount),
          })}
        </p>
      ) : (
        <p className="mb-0 message-bubble__body" lang={contentLanguage(message.body)}>
          <MessageText body={message.body} />
        </p>
      )}
      <div className="d-flex justify-content-between align-items-center gap-2 mt-1">
        <time dateTime={message.created_at} className="small message-bubble__time">
          {format.date(message.created_at)} {format.time(message.created_at)}
        </time>
        {action}
      </div>
      {offerAnswers && <div className="mt-2">{offerAnswers}</div>}
    </div>
  );
}
