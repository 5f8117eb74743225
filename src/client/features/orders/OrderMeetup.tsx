import { format } from 'date-fns';
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { MEETUP_MAX_DAYS } from '../../../shared/constants';
import type { OrderDetail } from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useAgreeToMeetupMutation, useProposeMeetupMutation } from '../../api/orderPageApi';
import { notifySuccess } from '../../components/notify';
import { useFormat, useT } from '../../i18n/useT';

const DAY_MS = 24 * 3_600_000;

/** The field's value ('2026-11-24T18:30', local time) as the server's instant, or why not. */
function meetupOf(value: string, now = Date.now()) {
  if (!value) return { problem: 'orderPage.meetupRequired' } as const;
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return { problem: 'orderPage.meetupRequired' } as const;
  if (at <= now) return { problem: 'orderPage.meetupInPast' } as const;
  if (at > now + MEETUP_MAX_DAYS * DAY_MS) return { problem: 'orderPage.meetupTooFar' } as const;
  return { at: new Date(at).toISOString(), problem: undefined };
}

/** `datetime-local`'s format of a moment in the reader's own time zone. */
const localField = (ms: number) => format(new Date(ms), "yyyy-MM-dd'T'HH:mm");

/**
 * A cash order's meet-up time (docs/product.md#the-order-page): when, who proposed it, whether
 * the other agreed; 'Agree to this time' for the one who did not propose it, and 'Propose another
 * time' for either, within MEETUP_MAX_DAYS (the server checks again by its own clock).
 */
export function OrderMeetup({ order }: { order: OrderDetail }) {
  const t = useT();
  const { dateTime } = useFormat();
  const fieldId = useId();
  const [value, setValue] = useState('');
  // The field's bounds, from when the page opened (the check on sending uses the time then).
  const [bounds] = useState(() => ({
    min: localField(Date.now()),
    max: localField(Date.now() + MEETUP_MAX_DAYS * DAY_MS),
  }));
  const [failure, setFailure] = useState<string>();
  const [agreeFailure, setAgreeFailure] = useState<string>();
  const [propose, proposing] = useProposeMeetupMutation();
  const [agree, agreeing] = useAgreeToMeetupMutation();
  const name = order.other.name;
  const mayPropose = order.actions.includes('proposeMeetup');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = meetupOf(value);
    if (checked.problem) {
      setFailure(t(checked.problem, { days: MEETUP_MAX_DAYS }));
      return;
    }
    setFailure(undefined);
    const result = await propose({ orderId: order._id, meetupAt: checked.at });
    if (result.error) return setFailure(apiErrorMessage(result.error, t('listing.actionFailed')));
    setValue('');
    notifySuccess(t('orderPage.meetupProposedToast'));
  }

  async function agreeToTime() {
    setAgreeFailure(undefined);
    const result = await agree(order._id);
    if (result.error) {
      return setAgreeFailure(apiErrorMessage(result.error, t('listing.actionFailed')));
    }
    notifySuccess(t('orderPage.meetupAgreedToast'));
  }

  const meetupWhen = order.meetup_at && dateTime(order.meetup_at, (date) => format(date, 'PPp'));
  let who = null;
  if (order.meetup_agreed) who = t('orderPage.agreed');
  else if (order.meetup_proposed_by === order.side) who = t('orderPage.proposedByYou', { name });
  else if (order.meetup_proposed_by) who = t('orderPage.proposedByOther', { name });

  return (
    <section aria-labelledby={`${fieldId}-heading`} className="mb-4">
      <h2 id={`${fieldId}-heading`} className="h5">
        {t('orderPage.meetupHeading')}
      </h2>
      {order.meetup_at ? (
        <p className="mb-1 fw-semibold">
          <time dateTime={order.meetup_at}>{meetupWhen}</time>
        </p>
      ) : (
        <p className="mb-1">{t('orderPage.noMeetup')}</p>
      )}
      {who && <p className="small text-body-secondary">{who}</p>}
      {order.actions.includes('agreeMeetup') && (
        <div className="mb-3">
          <Button size="sm" disabled={agreeing.isLoading} onClick={() => void agreeToTime()}>
            {t('orderPage.agreeTime')}
          </Button>
          {agreeFailure && (
            <p role="alert" className="text-danger small mb-0">
              {agreeFailure}
            </p>
          )}
        </div>
      )}
      {mayPropose && (
        <Form noValidate onSubmit={(event) => void submit(event)}>
          <fieldset>
            <legend className="h6">{t('orderPage.proposeTime')}</legend>
            <Form.Group controlId={fieldId} className="mb-2">
              <Form.Label className="small">{t('orderPage.newTimeLabel')}</Form.Label>
              <Form.Control
                type="datetime-local"
                value={value}
                min={bounds.min}
                max={bounds.max}
                isInvalid={failure !== undefined}
                aria-invalid={failure !== undefined || undefined}
                aria-describedby={failure ? `${fieldId}-error` : undefined}
                onChange={(event) => setValue(event.target.value)}
                style={{ maxWidth: 260 }}
              />
              <Form.Control.Feedback id={`${fieldId}-error`} type="invalid" role="alert">
                {failure}
              </Form.Control.Feedback>
            </Form.Group>
            <Button
              size="sm"
              type="submit"
              variant="outline-primary"
              disabled={proposing.isLoading}
            >
              {t('orderPage.sendProposal')}
            </Button>
          </fieldset>
        </Form>
      )}
    </section>
  );
}
