import { useId, useState } from 'react';
import { Badge, Button, Card } from 'react-bootstrap';
import type { ReportedConversation } from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useSetMessagingBlockMutation } from '../../api/conversationsApi';
import { notifyError } from '../../components/notify';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useFormat, useT } from '../../i18n/useT';
import { ReportedMessages } from './ReportedMessages';
import { BookImage } from '../../components/BookImage';

type Person = ReportedConversation['buyer'];

/** One person of a reported conversation: who, whether they may send, and the switch. */
function PersonLine({ role, person }: { role: string; person: Person }) {
  const t = useT();
  const [setBlock, { isLoading }] = useSetMessagingBlockMutation();
  const { name, sending_blocked: blocked } = person;

  async function toggle() {
    const result = await setBlock({ userId: person._id, blocked: !blocked });
    if (result.error) notifyError(apiErrorMessage(result.error));
  }

  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <span className="text-body-secondary">{role}:</span>
      <strong>{name}</strong>
      <span className="text-body-secondary">{person.email}</span>
      <Badge bg={blocked ? 'danger' : 'success'}>
        {blocked ? t('messages.stopped') : t('messages.maySend')}
      </Badge>
      <Button
        size="sm"
        variant={blocked ? 'outline-success' : 'outline-danger'}
        disabled={isLoading}
        onClick={() => void toggle()}
      >
        {blocked ? t('messages.allowSending', { name }) : t('messages.stopSending', { name })}
      </Button>
    </div>
  );
}

/** A reported conversation as the admin reviews it; its messages open on demand. */
export function ReportedConversationCard({ conversation }: { conversation: ReportedConversation }) {
  const t = useT();
  const format = useFormat();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const { buyer, seller, book_title: title } = conversation;
  const reporter = conversation.reported_by === buyer._id ? buyer : seller;
  const date = `${format.date(conversation.reported_at)} ${format.time(conversation.reported_at)}`;

  return (
    <Card as="article" aria-labelledby={headingId}>
      <Card.Body className="d-flex flex-column gap-2">
        <div className="d-flex gap-3 align-items-center">
          <BookImage
            src={conversation.book_img}
            alt=""
            width={40}
            height={54}
            className="rounded"
          />
          <h2 id={headingId} className="h6 mb-0" lang={contentLanguage(title)}>
            {t('messages.aboutBook', { title })}
          </h2>
        </div>
        <PersonLine role={t('messages.buyer')} person={buyer} />
        <PersonLine role={t('messages.seller')} person={seller} />
        <p className="mb-0 small">{t('messages.reportedBy', { name: reporter.name, date })}</p>
        <p className="mb-0">
          <span className="text-body-secondary">{t('messages.reason')}: </span>
          {conversation.report_reason || (
            <span className="fst-italic">{t('messages.noReason')}</span>
          )}
        </p>
        <div>
          <Button variant="outline-primary" size="sm" onClick={() => setOpen(!open)}>
            {open ? t('messages.hideMessages') : t('messages.readMessages')}
          </Button>
        </div>
        {open && <ReportedMessages conversationId={conversation._id} />}
      </Card.Body>
    </Card>
  );
}
