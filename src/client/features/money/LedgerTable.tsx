import '../../styles/bootstrapTables.scss';
import { Table } from 'react-bootstrap';
import type { SellerBalance } from '../../../shared/schemas';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useFormat, useT } from '../../i18n/useT';
import { orderReference } from './orderReference';

type Entry = SellerBalance['entries'][number];

/** What one ledger row is, in words: which book was handed over or refunded, or a payout. */
function EntryWords({ entry }: { entry: Entry }) {
  const t = useT();
  const { kind, book_title: title, order_id: orderId, note } = entry;
  if (kind === 'payout') {
    return (
      <>
        {t('money.payout')}
        {note && <div className="small text-body-secondary">{t('money.reference', { note })}</div>}
      </>
    );
  }
  const order = orderReference(orderId ?? '');
  const words =
    kind === 'handover'
      ? title
        ? t('money.handover', { title })
        : t('money.handoverOfOrder', { order })
      : title
        ? t('money.refund', { title })
        : t('money.refundOfOrder', { order });
  return (
    <>
      <span lang={title ? contentLanguage(title) : undefined}>{words}</span>
      {kind === 'refund' && note && (
        <div className="small text-body-secondary">{t('money.adminNote', { note })}</div>
      )}
    </>
  );
}

type LedgerTableProps = { labelledBy: string; entries: Entry[] };

/** The ledger rows a balance is made of, newest first (as the server orders them). */
export function LedgerTable({ labelledBy, entries }: LedgerTableProps) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="table-responsive" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <Table className="align-middle">
        <thead>
          <tr>
            <th scope="col">{t('money.date')}</th>
            <th scope="col">{t('money.what')}</th>
            <th scope="col" className="text-end">
              {t('money.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => {
            const amount = format.price(Math.abs(entry.amount));
            return (
              <tr key={`${entry.at}-${index}`}>
                <td className="text-nowrap">{format.date(entry.at)}</td>
                <td>
                  <EntryWords entry={entry} />
                </td>
                <td
                  className={`text-end text-nowrap ${entry.amount > 0 ? 'text-success' : 'text-danger'}`}
                >
                  {/* The sign says which way the money went, in either language. */}
                  {`${entry.amount > 0 ? '+' : '−'}${amount}`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
