import { contentLanguage } from '../../i18n/contentLanguage';
import { useT } from '../../i18n/useT';
import { orderReference } from './orderReference';

type OrderCardHeadingProps = {
  /** The heading's id, which names the card (aria-labelledby). */
  id: string;
  title: string;
  orderId: string;
  /** What else the admin reads first, already worded: the price, when it happened. */
  facts: string[];
};

/**
 * The top of a card in the admin's money queues (order problems, held payments): the book's
 * title as the card's heading, then the order's short number and the card's own facts on one line.
 */
export function OrderCardHeading({ id, title, orderId, facts }: OrderCardHeadingProps) {
  const t = useT();
  const line = [t('money.orderNumber', { order: orderReference(orderId) }), ...facts];
  return (
    <div>
      <h2 id={id} className="h6 mb-0 text-break" lang={contentLanguage(title)}>
        {title}
      </h2>
      <p className="small text-body-secondary mb-0">{line.join(' · ')}</p>
    </div>
  );
}
