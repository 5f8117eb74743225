import '../../styles/bootstrapForms.scss';
import '../../styles/bootstrapModal.scss';
import { type FormEvent, useId, useState } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { CONVERSATION_REPORT_REASON_MAX_LENGTH } from '../../../shared/constants';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useReportConversationMutation } from '../../api/conversationsApi';
import { notifySuccess } from '../../components/notify';
import { useT } from '../../i18n/useT';

type ReportDialogProps = { conversationId: string; show: boolean; onClose: () => void };

/** 'Report': either person tells the admin about the conversation, saying why or not. */
export function ReportDialog({ conversationId, show, onClose }: ReportDialogProps) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [report, { isLoading }] = useReportConversationMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await report({ conversationId, reason });
    if (result.error) setProblem(apiErrorMessage(result.error));
    else {
      notifySuccess(t('messages.reported'));
      onClose();
    }
  }

  return (
    <Modal show={show} onHide={onClose} aria-labelledby={`${id}-title`}>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Header closeButton closeLabel={t('messages.cancel')}>
          <Modal.Title id={`${id}-title`}>{t('messages.reportTitle')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('messages.reportIntro')}</p>
          <Form.Label htmlFor={`${id}-reason`}>{t('messages.reportReason')}</Form.Label>
          <Form.Control
            as="textarea"
            id={`${id}-reason`}
            rows={3}
            maxLength={CONVERSATION_REPORT_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {problem && (
            <p role="alert" className="text-danger small mt-2 mb-0">
              {problem}
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            {t('messages.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={isLoading}>
            {t('messages.sendReport')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
