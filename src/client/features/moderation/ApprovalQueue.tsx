import { useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import type { Listing } from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import {
  useDecideApprovalMutation,
  useGetListingsAwaitingApprovalQuery,
} from '../../api/reportsApi';
import { BookImage } from '../../components/BookImage';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { notifyError, notifySuccess } from '../../components/notify';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useFormat, useT } from '../../i18n/useT';

/**
 * A new seller's books waiting for approval (docs/product.md#listing-approval), oldest first:
 * Approve shows one at once; Refuse deletes it, after a confirmation.
 */
export function ApprovalQueue() {
  const t = useT();
  const format = useFormat();
  const { data, error, isLoading, refetch } = useGetListingsAwaitingApprovalQuery();
  const [decide, { isLoading: deciding }] = useDecideApprovalMutation();
  const [refusing, setRefusing] = useState<Listing | null>(null);

  async function decideOn(listing: Listing, approved: boolean) {
    const result = await decide({ listingId: listing._id, approved });
    setRefusing(null);
    if (result.error) notifyError(apiErrorMessage(result.error));
    else {
      const title = listing.book_title;
      notifySuccess(t(approved ? 'moderation.approved' : 'moderation.refused', { title }));
    }
  }

  let content;
  if (isLoading) content = <LoadingSpinner label={t('moderation.approvalLoading')} />;
  else if (!data) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (data.length === 0) content = <p>{t('moderation.approvalEmpty')}</p>;
  else {
    content = (
      <ul className="list-unstyled d-flex flex-column gap-3 mb-0">
        {data.map((listing) => (
          <li key={listing._id}>
            <Card as="article" aria-label={listing.book_title}>
              <Card.Body className="d-flex gap-3 align-items-start">
                <BookImage
                  src={listing.book_img}
                  alt=""
                  width={64}
                  height={96}
                  className="rounded flex-shrink-0"
                />
                <div className="flex-grow-1 min-w-0 d-flex flex-column gap-1">
                  <h3 className="h6 mb-0 text-break" lang={contentLanguage(listing.book_title)}>
                    {listing.book_title}
                  </h3>
                  <p className="mb-0">
                    {format.price(listing.seller_price)} · {listing.category_name}
                  </p>
                  <p className="mb-0 small text-body-secondary text-break">
                    {t('moderation.postedBy', {
                      seller: listing.seller_name,
                      email: listing.seller_email,
                      date: format.date(listing.post_date),
                    })}
                  </p>
                  <p className="mb-0 small text-break" lang={contentLanguage(listing.description)}>
                    {listing.description}
                  </p>
                  <div className="d-flex flex-wrap gap-2 mt-1">
                    <Button
                      size="sm"
                      variant="success"
                      disabled={deciding}
                      onClick={() => void decideOn(listing, true)}
                      aria-label={t('moderation.approveLabel', { title: listing.book_title })}
                    >
                      {t('moderation.approve')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      disabled={deciding}
                      onClick={() => setRefusing(listing)}
                      aria-label={t('moderation.refuseLabel', { title: listing.book_title })}
                    >
                      {t('moderation.refuse')}
                    </Button>
                  </div>
                </div>
              </Card.Body>
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="approval-heading" className="mb-5">
      <h2 id="approval-heading" className="h4">
        {t('moderation.approvalHeading')}
      </h2>
      <p className="text-body-secondary">{t('moderation.approvalIntro')}</p>
      {content}
      <ConfirmDialog
        show={refusing !== null}
        title={t('moderation.refuseTitle')}
        confirmLabel={t('moderation.refuse')}
        cancelLabel={t('moderation.cancel')}
        variant="danger"
        busy={deciding}
        onConfirm={() => refusing && void decideOn(refusing, false)}
        onCancel={() => setRefusing(null)}
      >
        {refusing && (
          <p className="mb-0">
            {t('moderation.refuseIntro', {
              title: refusing.book_title,
              seller: refusing.seller_name,
            })}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
