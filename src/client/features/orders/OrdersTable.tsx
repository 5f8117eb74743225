import '../../styles/bootstrapTables.scss';
import { Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { Order } from '../../../shared/schemas';
import { paths } from '../../app/paths';
import type { MessageKey } from '../../i18n/catalogShape';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useFormat, useT } from '../../i18n/useT';
import { OrderPaymentCell } from './OrderPaymentCell';
import { OrderReviewCell } from './OrderReviewCell';

const COLUMNS = [
  'orders.columnProduct',
  'orders.columnSellerName',
  'orders.columnSellerEmail',
  'orders.columnLocation',
  'orders.columnPrice',
  'orders.columnPayment',
  'orders.columnReview',
] as const satisfies readonly MessageKey[];

/**
 * My Orders' table (docs/product.md#my-orders). On phones each order becomes a stacked block of
 * labelled lines (styles.css, `.orders-table`); the explicit roles keep it a table for screen
 * readers, which some browsers forget once the display changes.
 */
type OrdersTableProps = {
  orders: Order[];
  /** 'Rate the seller' or 'Edit review' of a paid order's row: opens the review dialog. */
  onReview: (order: Order) => void;
};

export function OrdersTable({ orders, onReview }: OrdersTableProps) {
  const t = useT();
  const { price } = useFormat();
  const headers = COLUMNS.map((column) => t(column));
  return (
    <Table hover className="align-middle orders-table" role="table">
      <caption className="caption-top">{t('buying.ordersCaption')}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {headers.map((header, index) => (
            <th key={COLUMNS[index]} scope="col" role="columnheader">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {orders.map((order) => {
          const titleId = `order-${order._id}-title`;
          const cells = [
            order.seller_name,
            order.seller_email,
            order.location,
            price(order.bookPrice),
          ];
          return (
            <tr key={order._id} role="row">
              <th scope="row" role="rowheader" data-label={headers[0]}>
                <span id={titleId} lang={contentLanguage(order.bookTitle)}>
                  {order.bookTitle}
                </span>
                <Link
                  to={paths.order.getHref(order._id)}
                  className="d-block small fw-normal"
                  aria-describedby={titleId}
                >
                  {t('orders.viewOrder')}
                </Link>
              </th>
              {cells.map((value, index) => (
                <td key={COLUMNS[index + 1]} role="cell" data-label={headers[index + 1]}>
                  {value}
                </td>
              ))}
              <td role="cell" data-label={headers[5]}>
                <OrderPaymentCell order={order} titleId={titleId} />
              </td>
              <td role="cell" data-label={headers[6]}>
                <OrderReviewCell order={order} titleId={titleId} onReview={onReview} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
