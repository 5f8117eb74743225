import '../../styles/bootstrapForms.scss';
import '../../styles/bootstrapModal.scss';
import { type FormEvent, useId, useState } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { REPORT_REASON_MAX_LENGTH } from '../../../shared/constants';
import type { ReportTargetKind } from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { loadSchemas } from '../../api/lazySchemas';
import { fieldMessage } from '../../i18n/fieldMessage';
import { useReportMutation } from '../../api/reportsApi';
import type { MessageKey } from '../../i18n/catalogShape';
import { useT } from '../../i18n/useT';
import { notifySuccess } from '../notify';

/** What is reported: a listing, a review or a conversation, by id. */
export type ReportTarget = { kind: ReportTargetKind; id: string };

const TITLES: Record<ReportTargetKind, MessageKey> = {
  listing: 'reports.titleListing',
  review: 'reports.titleReview',
  conversation: 'reports.titleConversation',
};

type ReportDialogProps = { target: ReportTarget | null; onClose: () => void };

/**
 * 'Report' (docs/product.md#reports): anyone signed in tells the admin what is wrong with a book,
 * a review or one of their conversations; the reason is required. Open while `target` is set.
 */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [report, { isLoading }] = useReportMutation();

  function close() {
    setReason('');
    setProblem(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!target) return;
    // Checked as the server checks it, so an empty reason is said in the reader's language.
    const checked = (await loadSchemas()).ReportPayloadSchema.safeParse({ reason });
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? '';
      setProblem(fieldMessage(message));
      return;
    }
    const result = await report({ ...target, reason });
    if (result.error) setProblem(apiErrorMessage(result.error));
    else {
      notifySuccess(t('reports.sent'));
      close();
    }
  }

  return (
    <Modal show={target !== null} onHide={close} aria-labelledby={`${id}-title`}>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Header closeButton closeLabel={t('reports.cancel')}>
          <Modal.Title id={`${id}-title`}>{target && t(TITLES[target.kind])}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('reports.intro')}</p>
          <Form.Label htmlFor={`${id}-reason`}>{t('reports.reason')}</Form.Label>
          <Form.Control
            as="textarea"
            id={`${id}-reason`}
            rows={3}
            required
            maxLength={REPORT_REASON_MAX_LENGTH}
            aria-describedby={`${id}-hint`}
            aria-invalid={problem !== null}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Form.Text id={`${id}-hint`}>{t('reports.reasonHint')}</Form.Text>
          {problem && (
            <p role="alert" className="text-danger small mt-2 mb-0">
              {problem}
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={close}>
            {t('reports.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={isLoading}>
            {isLoading ? t('reports.sending') : t('reports.send')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
