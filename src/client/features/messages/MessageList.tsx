import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import type { Message } from '../../../shared/schemas';
import { useGetMessagesInfiniteQuery } from '../../api/conversationsApi';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useFormat, useT } from '../../i18n/useT';
import { MessageBubble } from '../../components/messages/MessageBubble';
import { OFFER_HOME } from '../../components/offers/offerState';
import { useLoadOnSight } from './useLoadOnSight';
import { useStickToNewest } from './useStickToNewest';

type MessageListProps = {
  conversationId: string;
  otherName: string;
  /** Told the newest message on screen, to mark the conversation read up to it. */
  onNewest?: (message: Message) => void;
  /** The answers to an offer, put on the latest step of each offer. */
  offerAnswers?: (offerId: string) => ReactNode;
};

/** A step takes focus once it is answered, for the reader to go on from there. */
const offerHome = (message: Message) =>
  message.offer ? { [OFFER_HOME]: '', tabIndex: -1 } : undefined;

/** Each offer's latest step shown: the message its answers go on. */
function latestSteps(messages: Message[]): Set<string> {
  const latest = new Map<string, string>();
  for (const { _id, offer } of messages) if (offer) latest.set(offer.offer_id, _id);
  return new Set(latest.values());
}

/**
 * A conversation's messages, oldest to newest. The newest page loads first; older pages load at
 * the top ('Load older messages', or on sight as the reader scrolls up). A message from the
 * other person that arrives while the page is open is read out politely by screen readers.
 */
export function MessageList({
  conversationId,
  otherName,
  onNewest,
  offerAnswers,
}: MessageListProps) {
  const t = useT();
  const format = useFormat();
  const query = useGetMessagesInfiniteQuery(conversationId);
  const { data, error, isLoading, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // The first page is the newest; each page is oldest to newest within itself.
  const messages = [...(data?.pages ?? [])].reverse().flatMap((page) => page.items);
  const newest = messages.at(-1);

  const { list, onScroll } = useStickToNewest(messages[0]?.seq, newest?.seq);
  const top = useRef<HTMLDivElement>(null);
  const canLoadOlder = hasNextPage && !isFetchingNextPage;
  useLoadOnSight(list, top, canLoadOlder ? () => void fetchNextPage() : undefined);

  const [announcement, setAnnouncement] = useState('');
  const lastAnnounced = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!newest) return;
    onNewest?.(newest);
    // The messages there when the page opened are not news; later ones from the other are.
    if (lastAnnounced.current !== undefined && newest.seq > lastAnnounced.current && !newest.mine) {
      // An offer's step is worded, as its bubble is.
      const { offer } = newest;
      const body = offer
        ? t('messages.offerStep', { event: offer.event, price: format.price(offer.amount) })
        : newest.body;
      setAnnouncement(t('messages.newMessageFrom', { name: otherName, body }));
    }
    lastAnnounced.current = newest.seq;
  }, [newest, onNewest, otherName, t, format]);

  let content;
  if (isLoading) content = <LoadingSpinner label={t('messages.conversationLoading')} />;
  else if (!data) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (messages.length === 0)
    content = <p className="text-center">{t('messages.noMessages')}</p>;
  else {
    const steps = latestSteps(messages);
    content = (
      <ol
        className="list-unstyled mb-0 d-flex flex-column gap-2"
        aria-label={t('messages.conversationLog', { name: otherName })}
      >
        {messages.map((message) => (
          // An offer's step keeps focus once answered (OFFER_HOME): its new step follows it.
          <li key={message._id} className="d-flex flex-column" {...offerHome(message)}>
            <MessageBubble
              message={message}
              offerAnswers={
                message.offer && steps.has(message._id)
                  ? offerAnswers?.(message.offer.offer_id)
                  : undefined
              }
            />
          </li>
        ))}
      </ol>
    );
  }
  return (
    // Focusable, so a keyboard scrolls the messages too (axe: scrollable-region-focusable).
    <div
      ref={list}
      onScroll={onScroll}
      tabIndex={0}
      role="region"
      aria-label={t('messages.allMessages')}
      className="conversation-page__messages flex-grow-1 overflow-auto p-2"
    >
      <div ref={top} className="text-center mb-2">
        {hasNextPage && (
          <Button
            variant="outline-dark"
            size="sm"
            onClick={() => void fetchNextPage()}
            disabled={!canLoadOlder}
          >
            {isFetchingNextPage && <Spinner size="sm" aria-hidden="true" className="me-2" />}
            {t('messages.loadOlder')}
          </Button>
        )}
      </div>
      {content}
      <div aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
    </div>
  );
}
