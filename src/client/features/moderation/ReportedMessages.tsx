import '../../styles/bootstrapModal.scss';
import { useId, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import type { Message } from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useGetMessagesInfiniteQuery, useRemoveMessageMutation } from '../../api/conversationsApi';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { notifyError } from '../../components/notify';
import { useT } from '../../i18n/useT';
import { MessageBubble } from '../../components/messages/MessageBubble';

/**
 * A reported conversation's messages for the admin (GET /conversations/{id}/messages answers the
 * admin on reported ones), oldest to newest, each with 'Remove message' after a confirmation.
 * Loading and older pages say it in the Messages pages' words (loaded with this page).
 */
export function ReportedMessages({ conversationId }: { conversationId: string }) {
  const t = useT();
  const titleId = useId();
  const query = useGetMessagesInfiniteQuery(conversationId);
  const { data, error, isLoading, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const [removing, setRemoving] = useState<Message | null>(null);
  const [remove, { isLoading: isRemoving }] = useRemoveMessageMutation();

  async function confirmRemoval() {
    if (!removing) return;
    const result = await remove({ messageId: removing._id, conversationId });
    if (result.error) notifyError(apiErrorMessage(result.error));
    setRemoving(null);
  }

  if (isLoading) return <LoadingSpinner label={t('messages.conversationLoading')} />;
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} />;
  const messages = [...data.pages].reverse().flatMap((page) => page.items);
  return (
    <div className="border rounded p-2">
      {hasNextPage && (
        <Button
          variant="outline-dark"
          size="sm"
          className="mb-2"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {t('messages.loadOlder')}
        </Button>
      )}
      <ol className="list-unstyled mb-0 d-flex flex-column gap-2">
        {messages.map((message) => (
          <li key={message._id} className="d-flex flex-column">
            <MessageBubble
              message={message}
              action={
                !message.removed && (
                  <Button
                    variant="link"
                    size="sm"
                    className="p-0"
                    onClick={() => setRemoving(message)}
                  >
                    {t('moderation.removeMessage')}
                  </Button>
                )
              }
            />
          </li>
        ))}
      </ol>
      <Modal show={removing !== null} onHide={() => setRemoving(null)} aria-labelledby={titleId}>
        <Modal.Header closeButton closeLabel={t('moderation.cancel')}>
          <Modal.Title id={titleId}>{t('moderation.removeTitle')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('moderation.removeIntro')}</p>
          {removing && <blockquote className="border-start ps-2 mb-0">{removing.body}</blockquote>}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            {t('moderation.cancel')}
          </Button>
          <Button variant="danger" disabled={isRemoving} onClick={() => void confirmRemoval()}>
            {t('moderation.removeMessage')}
          </Button>
        </Modal.Footer>
      </Modal>
    </div>
  );
}
