import '../../styles/bootstrapForms.scss';
import '../../styles/bootstrapModal.scss';
import { type FormEvent, useId, useState } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import type { Report, ReportOutcome } from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { loadSchemas } from '../../api/lazySchemas';
import { fieldMessage } from '../../i18n/fieldMessage';
import { useResolveReportMutation } from '../../api/reportsApi';
import { notifySuccess } from '../../components/notify';
import type { MessageKey } from '../../i18n/catalogShape';
import { ResolutionNoteField } from '../../components/forms/ResolutionNoteField';
import { useT } from '../../i18n/useT';

/** What 'removed' does to each kind of thing, said before the admin confirms. */
const REMOVES: Record<Report['kind'], MessageKey> = {
  listing: 'moderation.removesListing',
  review: 'moderation.removesReview',
  conversation: 'moderation.conversationAction',
};

type ResolveReportDialogProps = { report: Report | null; onClose: () => void };

/**
 * Closing a report (PUT /admin/reports/{id}/resolution): the outcome, what it will do, and the
 * admin's note (required). Every open report about the same thing closes with it.
 */
export function ResolveReportDialog({ report, onClose }: ResolveReportDialogProps) {
  const t = useT();
  const id = useId();
  const [outcome, setOutcome] = useState<ReportOutcome>('removed');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [resolve, { isLoading }] = useResolveReportMutation();
  // The words stay while the dialog fades out, after `report` went back to null.
  const [shown, setShown] = useState(report);
  if (report && report !== shown) {
    setShown(report);
    setOutcome('removed');
    setNote('');
    setProblem(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!shown) return;
    // Checked as the server checks it, so an empty note is said in the reader's language.
    const checked = (await loadSchemas()).ReportResolutionPayloadSchema.safeParse({
      outcome,
      note,
    });
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? '';
      setProblem(fieldMessage(message));
      return;
    }
    const result = await resolve({ reportId: shown._id, outcome, note });
    if (result.error) {
      setProblem(apiErrorMessage(result.error));
      return;
    }
    notifySuccess(t('moderation.resolvedToast', { count: result.data.resolved }));
    onClose();
  }

  const removeLabel =
    shown?.kind === 'conversation' ? 'moderation.actionTaken' : 'moderation.removeIt';
  return (
    <Modal show={report !== null} onHide={onClose} centered aria-labelledby={`${id}-title`}>
      {shown && (
        <Form noValidate onSubmit={(event) => void submit(event)}>
          <Modal.Header closeButton closeLabel={t('moderation.cancel')}>
            <Modal.Title id={`${id}-title`} as="h2" className="h5">
              {t('moderation.resolveTitle')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p>{t('moderation.aboutBook', { title: shown.title })}</p>
            <fieldset className="mb-3">
              <legend className="form-label fs-6">{t('moderation.outcome')}</legend>
              <Form.Check
                type="radio"
                id={`${id}-removed`}
                name={`${id}-outcome`}
                label={t(removeLabel)}
                checked={outcome === 'removed'}
                onChange={() => setOutcome('removed')}
              />
              <Form.Check
                type="radio"
                id={`${id}-no-action`}
                name={`${id}-outcome`}
                label={t('moderation.noAction')}
                checked={outcome === 'no_action'}
                onChange={() => setOutcome('no_action')}
              />
              <Form.Text>
                {outcome === 'removed' ? t(REMOVES[shown.kind]) : t('moderation.keeps')}
              </Form.Text>
            </fieldset>
            <ResolutionNoteField
              id={id}
              label={t('moderation.note')}
              hint={t('moderation.told')}
              value={note}
              onChange={setNote}
              failure={problem}
            />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={onClose} disabled={isLoading}>
              {t('moderation.cancel')}
            </Button>
            <Button
              type="submit"
              variant={outcome === 'removed' ? 'danger' : 'primary'}
              disabled={isLoading}
            >
              {isLoading && <Spinner size="sm" aria-hidden="true" className="me-1" />}
              {t('moderation.confirmResolve')}
            </Button>
          </Modal.Footer>
        </Form>
      )}
    </Modal>
  );
}
