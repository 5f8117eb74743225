import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { REPORT_NOTE_MAX_LENGTH } from '../../../shared/constants';
import type { OrderDetail, ProblemPayloadSchema } from '../../../shared/schemas';
import type { z } from 'zod';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useGetOrderProblemQuery, useReportProblemMutation } from '../../api/orderPageApi';
import { notifySuccess } from '../../components/notify';
import { useT } from '../../i18n/useT';

// The reasons come as a type only: the shared schemas' module (and zod) stay out of the page's
// first load; `satisfies` keeps the list complete.
type Reason = z.infer<typeof ProblemPayloadSchema>['reason'];
const REASON_LABELS = {
  not_as_described: 'orderPage.notAsDescribed',
  not_received: 'orderPage.notReceived',
} as const satisfies Record<Reason, string>;
const REASONS = Object.keys(REASON_LABELS) as Reason[];

/** The report made, and the admin's outcome once there is one. */
function ReportState({ orderId }: { orderId: string }) {
  const t = useT();
  const { data: problem } = useGetOrderProblemQuery(orderId);
  if (!problem) return null;
  let text = t('orderPage.problemOpen', { reason: problem.reason });
  if (problem.outcome === 'refunded')
    text = t('orderPage.problemRefunded', { note: problem.note ?? '' });
  if (problem.outcome === 'closed')
    text = t('orderPage.problemClosed', { note: problem.note ?? '' });
  return <p role="status">{text}</p>;
}

/**
 * 'Report a problem' (docs/product.md#post-ordersidproblem): within PROBLEM_REPORT_HOURS of an
 * online handover the buyer says what went wrong, once; then the report's state.
 */
export function ProblemReport({ order }: { order: OrderDetail }) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState<Reason>('not_as_described');
  const [details, setDetails] = useState('');
  const [failure, setFailure] = useState<string>();
  const [report, { isLoading }] = useReportProblemMutation();
  const mayReport = order.actions.includes('reportProblem');
  if (!mayReport && !order.problem_reported) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const result = await report({ orderId: order._id, reason, details });
    if (result.error) return setFailure(apiErrorMessage(result.error, t('listing.actionFailed')));
    notifySuccess(t('orderPage.problemReportedToast'));
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mb-4">
      <h2 id={`${id}-heading`} className="h5">
        {t('orderPage.problemHeading')}
      </h2>
      {order.problem_reported ? (
        <ReportState orderId={order._id} />
      ) : (
        <Form noValidate onSubmit={(event) => void submit(event)}>
          <p className="small text-body-secondary">{t('orderPage.problemHint')}</p>
          <fieldset className="mb-2">
            <legend className="h6">{t('orderPage.problemReason')}</legend>
            {REASONS.map((option) => (
              <Form.Check
                key={option}
                type="radio"
                id={`${id}-${option}`}
                name={`${id}-reason`}
                label={t(REASON_LABELS[option])}
                checked={reason === option}
                onChange={() => setReason(option)}
              />
            ))}
          </fieldset>
          <Form.Group controlId={`${id}-details`} className="mb-2">
            <Form.Label className="small">{t('orderPage.problemDetails')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={REPORT_NOTE_MAX_LENGTH}
              value={details}
              isInvalid={failure !== undefined}
              aria-invalid={failure !== undefined || undefined}
              aria-describedby={failure ? `${id}-error` : undefined}
              onChange={(event) => setDetails(event.target.value)}
            />
            <Form.Control.Feedback id={`${id}-error`} type="invalid" role="alert">
              {failure}
            </Form.Control.Feedback>
          </Form.Group>
          <Button type="submit" size="sm" variant="outline-danger" disabled={isLoading}>
            {t('orderPage.sendReport')}
          </Button>
        </Form>
      )}
    </section>
  );
}
