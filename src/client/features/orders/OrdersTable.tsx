import { Table } from 'react-bootstrap';
import { BUYING_TEXTS } from '../../../shared/messages';
import type { Order } from '../../../shared/schemas';
import { formatPrice } from '../../components/listings/formatPrice';
import { OrderPaymentCell } from './OrderPaymentCell';

const COLUMNS = [
  'Product name',
  'Seller name',
  'Seller email',
  'Meeting location',
  'Price',
  'Payment',
] as const;

/**
 * My Orders' table (docs/product.md#my-orders). On phones each order becomes a stacked block of
 * labelled lines (styles.css, `.orders-table`); the explicit roles keep it a table for screen
 * readers, which some browsers forget once the display changes.
 */
export function OrdersTable({ orders }: { orders: Order[] }) {
  return (
    <Table hover className="align-middle orders-table" role="table">
      <caption className="caption-top">{BUYING_TEXTS.ordersCaption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {COLUMNS.map((column) => (
            <th key={column} scope="col" role="columnheader">
              {column}
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
            formatPrice(order.bookPrice),
          ];
          return (
            <tr key={order._id} role="row">
              <th scope="row" role="rowheader" id={titleId} data-label={COLUMNS[0]}>
                {order.bookTitle}
              </th>
              {cells.map((value, index) => (
                <td key={COLUMNS[index + 1]} role="cell" data-label={COLUMNS[index + 1]}>
                  {value}
                </td>
              ))}
              <td role="cell" data-label={COLUMNS[5]}>
                <OrderPaymentCell order={order} titleId={titleId} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
