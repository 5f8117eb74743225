import '../../styles/bootstrapForms.scss';
import '../../styles/bootstrapModal.scss';
import { type FormEvent, useId, useState } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import type { OrderProblem } from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useResolveOrderProblemMutation } from '../../api/balancesApi';
import { loadSchemas } from '../../api/lazySchemas';
import { ResolutionNoteField } from '../../components/forms/ResolutionNoteField';
import { notifySuccess } from '../../components/notify';
import { fieldMessage } from '../../i18n/fieldMessage';
import { useFormat, useT } from '../../i18n/useT';
import type { ProblemOutcome } from './ProblemCard';

export type Resolving = { problem: OrderProblem; outcome: ProblemOutcome };

type ResolveProblemDialogProps = { resolving: Resolving | null; onClose: () => void };

/**
 * Refunding the buyer or closing a problem report (POST /admin/order-problems/{id}/resolution),
 * with the note both people read (required), as the reports' dialog does it.
 */
export function ResolveProblemDialog({ resolving, onClose }: ResolveProblemDialogProps) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [resolve, { isLoading }] = useResolveOrderProblemMutation();
  // The words stay while the dialog fades out, after `resolving` went back to null.
  const [shown, setShown] = useState(resolving);
  if (resolving && resolving !== shown) {
    setShown(resolving);
    setNote('');
    setFailure(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!shown) return;
    const { problem, outcome } = shown;
    // Checked as the server checks it, so an empty note is said in the reader's language.
    const checked = (await loadSchemas()).ProblemResolutionPayloadSchema.safeParse({
      outcome,
      note,
    });
    if (!checked.success) {
      setFailure(fieldMessage(checked.error.issues[0]?.message ?? ''));
      return;
    }
    const result = await resolve({ problemId: problem._id, ...checked.data });
    if (result.error) {
      setFailure(apiErrorMessage(result.error));
      return;
    }
    const title = problem.book_title;
    notifySuccess(t(outcome === 'refunded' ? 'money.refunded' : 'money.closed', { title }));
    onClose();
  }

  const refund = shown?.outcome === 'refunded';
  return (
    <Modal
      show={resolving !== null}
      onHide={isLoading ? () => undefined : onClose}
      centered
      aria-labelledby={`${id}-title`}
    >
      {shown && (
        <Form noValidate onSubmit={(event) => void submit(event)}>
          <Modal.Header closeButton={!isLoading} closeLabel={t('labels.close')}>
            <Modal.Title id={`${id}-title`} as="h2" className="h5">
              {t(refund ? 'money.refundTitle' : 'money.closeTitle')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p>
              {refund
                ? t('money.refundIntro', {
                    buyer: shown.problem.buyer_name,
                    price: format.price(shown.problem.book_price),
                    title: shown.problem.book_title,
                    seller: shown.problem.seller_name,
                  })
                : t('money.closeIntro', { title: shown.problem.book_title })}
            </p>
            <ResolutionNoteField
              id={id}
              label={t('money.note')}
              hint={t('money.noteHint')}
              value={note}
              onChange={setNote}
              failure={failure}
            />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={onClose} disabled={isLoading}>
              {t('money.cancel')}
            </Button>
            <Button type="submit" variant={refund ? 'danger' : 'primary'} disabled={isLoading}>
              {isLoading && <Spinner size="sm" aria-hidden="true" className="me-1" />}
              {t(refund ? 'money.confirmRefund' : 'money.confirmClose')}
            </Button>
          </Modal.Footer>
        </Form>
      )}
    </Modal>
  );
}
