import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import type { Report } from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useSetMessagingBlockMutation } from '../../api/conversationsApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notifyError } from '../../components/notify';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useT } from '../../i18n/useT';

type Person = Report['reporter'];

/**
 * One person of a reported conversation: who, whether they may send, and the switch, which
 * asks first (PUT /users/{id}/messaging-block): stopping someone reaches all their conversations.
 */
export function PersonLine({ role, person }: { role: string; person: Person }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [setBlock, { isLoading }] = useSetMessagingBlockMutation();
  const { name, sending_blocked: blocked } = person;

  async function toggle() {
    const result = await setBlock({ userId: person._id, blocked: !blocked });
    if (result.error) notifyError(apiErrorMessage(result.error));
    setAsking(false);
  }

  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <span className="text-body-secondary">{role}:</span>
      <strong lang={contentLanguage(name)}>{name}</strong>
      <span className="text-body-secondary text-break">{person.email}</span>
      <Badge bg={blocked ? 'danger' : 'success'}>
        {blocked ? t('moderation.stopped') : t('moderation.maySend')}
      </Badge>
      <Button
        size="sm"
        variant={blocked ? 'outline-success' : 'outline-danger'}
        disabled={isLoading}
        onClick={() => setAsking(true)}
      >
        {blocked ? t('moderation.allowSending', { name }) : t('moderation.stopSending', { name })}
      </Button>
      <ConfirmDialog
        show={asking}
        title={t(blocked ? 'moderation.allowTitle' : 'moderation.stopTitle', { name })}
        confirmLabel={t(blocked ? 'moderation.allowSending' : 'moderation.stopSending', { name })}
        cancelLabel={t('moderation.cancel')}
        variant={blocked ? 'success' : 'danger'}
        busy={isLoading}
        onConfirm={() => void toggle()}
        onCancel={() => setAsking(false)}
      >
        <p className="mb-0">
          {t(blocked ? 'moderation.allowIntro' : 'moderation.stopIntro', { name })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
