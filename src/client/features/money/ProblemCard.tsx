import { useId } from 'react';
import { Button, Card } from 'react-bootstrap';
import type { OrderProblem } from '../../../shared/schemas';
import type { MessageKey } from '../../i18n/catalogShape';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useFormat, useT } from '../../i18n/useT';
import { OrderCardHeading } from './OrderCardHeading';

const REASON: Record<OrderProblem['reason'], MessageKey> = {
  not_as_described: 'money.notAsDescribed',
  not_received: 'money.notReceived',
};

export type ProblemOutcome = NonNullable<OrderProblem['outcome']>;

type ProblemCardProps = {
  problem: OrderProblem;
  onResolve: (problem: OrderProblem, outcome: ProblemOutcome) => void;
};

/** One open problem report as the admin weighs it: the order, both people, the buyer's words. */
export function ProblemCard({ problem, onResolve }: ProblemCardProps) {
  const t = useT();
  const format = useFormat();
  const headingId = useId();
  const { book_title: title } = problem;
  const when = `${format.date(problem.created_at)} ${format.time(problem.created_at)}`;

  return (
    <Card as="article" aria-labelledby={headingId}>
      <Card.Body className="d-flex flex-column gap-2">
        <OrderCardHeading
          id={headingId}
          title={title}
          orderId={problem.order_id}
          facts={[
            t('money.price', { price: format.price(problem.book_price) }),
            t('money.reportedOn', { date: when }),
          ]}
        />
        <p className="mb-0 small">
          {t('money.buyer', { name: problem.buyer_name })} ·{' '}
          {t('money.sellerName', { name: problem.seller_name })}
        </p>
        <p className="mb-0">
          <span className="text-body-secondary">{t('money.reason')}: </span>
          {t(REASON[problem.reason])}
        </p>
        <div>
          <span className="text-body-secondary">{t('money.description')}: </span>
          {problem.details ? (
            <span lang={contentLanguage(problem.details)} className="text-break">
              {problem.details}
            </span>
          ) : (
            <span className="fst-italic">{t('money.noDescription')}</span>
          )}
        </div>
        <div className="border-top pt-2 d-flex flex-wrap gap-2">
          <Button
            variant="danger"
            size="sm"
            onClick={() => onResolve(problem, 'refunded')}
            aria-label={t('money.refundBuyerOf', { title })}
          >
            {t('money.refundBuyer')}
          </Button>
          <Button
            variant="outline-secondary"
            size="sm"
            onClick={() => onResolve(problem, 'closed')}
            aria-label={t('money.closeReportOf', { title })}
          >
            {t('money.close')}
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
