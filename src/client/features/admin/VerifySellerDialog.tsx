import type { SellerRow } from '../../../shared/schemas';
import { useGetSellerSummaryQuery } from '../../api/adminApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SellerRatingBadge } from '../../components/listings/SellerRatingBadge';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useFormat, useT } from '../../i18n/useT';

type VerifySellerDialogProps = {
  /** The seller to verify; null keeps the dialog closed. */
  seller: SellerRow | null;
  busy: boolean;
  onConfirm: (seller: SellerRow) => void;
  onCancel: () => void;
};

/**
 * 'Verify {name}?' (docs/product.md#all-sellers): what to weigh first, from
 * GET /admin/sellers/{id}/summary (when they joined, books for sale, sales, rating, open
 * reports), since buyers will trust the mark on every book of theirs and it cannot be undone.
 */
export function VerifySellerDialog({ seller, busy, onConfirm, onCancel }: VerifySellerDialogProps) {
  const t = useT();
  const format = useFormat();
  const summary = useGetSellerSummaryQuery(seller?._id ?? '', { skip: seller === null });
  const name = seller?.name ?? '';

  let facts;
  if (summary.isFetching && !summary.data) {
    facts = <LoadingSpinner label={t('admin.summaryLoading')} />;
  } else if (!summary.data) {
    facts = <LoadFailure error={summary.error} onRetry={() => void summary.refetch()} />;
  } else {
    const { joined_at, listings, sales, rating, open_reports } = summary.data;
    facts = (
      <dl className="row mb-0">
        <dt className="col-6">{t('admin.joined')}</dt>
        <dd className="col-6">{format.date(joined_at)}</dd>
        <dt className="col-6">{t('admin.booksForSale')}</dt>
        <dd className="col-6">{format.number(listings)}</dd>
        <dt className="col-6">{t('admin.sales')}</dt>
        <dd className="col-6">{format.number(sales)}</dd>
        <dt className="col-6">{t('admin.rating')}</dt>
        <dd className="col-6">
          <SellerRatingBadge rating={rating} />
        </dd>
        <dt className="col-6">{t('admin.openReports')}</dt>
        <dd className={`col-6 mb-0${open_reports > 0 ? ' text-danger fw-semibold' : ''}`}>
          {format.number(open_reports)}
        </dd>
      </dl>
    );
  }

  return (
    <ConfirmDialog
      show={seller !== null}
      title={t('admin.verifyTitle', { name })}
      confirmLabel={t('admin.confirmVerify')}
      cancelLabel={t('admin.cancel')}
      busy={busy || !summary.data}
      onConfirm={() => seller && onConfirm(seller)}
      onCancel={onCancel}
    >
      <p>{t('admin.verifyIntro', { name })}</p>
      {facts}
    </ConfirmDialog>
  );
}
