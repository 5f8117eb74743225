import { Suspense, useState } from 'react';
import type { PublicReview } from '../../../shared/schemas';
import { useGetSellerReviewsInfiniteQuery } from '../../api/sellerPageApi';
import { LoadFailure } from '../../components/LoadFailure';
import { lazyOrNothing } from '../../components/lazyOrNothing';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useT } from '../../i18n/useT';
import { useRole } from '../../session/useRole';
import { PagedListEnd } from '../../components/listings/PagedListEnd';
import { ReviewItem } from './ReviewItem';
import { useAppSelector } from '../../app/hooks';
import { useReportDialog } from '../../components/reporting/useReportDialog';
import { selectAuthEmail } from '../../session/authSlice';

// The admin's removal dialog (its form library and zod) comes with the first 'Remove': visitors
// of a seller's page only read.
const RemoveReviewDialog = lazyOrNothing('The review removal dialog', () =>
  import(/* webpackChunkName: "review-removal" */ './RemoveReviewDialog').then(
    (module) => module.RemoveReviewDialog,
  ),
);

/**
 * The seller's reviews, newest first, a page at a time (removed ones are not shown). The admin
 * sees 'Remove' on each; the dialog asks the reason, and the review leaves the list and the
 * average once removed (the mutation's tags refresh both).
 */
export function SellerReviews({ sellerId }: { sellerId: string }) {
  const t = useT();
  // The role the guards and the side menu read: the server still checks it on removal.
  const { role } = useRole();
  const signedIn = useAppSelector(selectAuthEmail) !== null;
  const { report, reportDialog } = useReportDialog();
  const reportReview = (review: PublicReview) => report('review', review._id);
  const [removing, setRemoving] = useState<PublicReview | null>(null);
  // Kept once opened, so the dialog can fade out after closing.
  const [removedOnce, setRemovedOnce] = useState(false);
  const remove = (review: PublicReview) => {
    setRemovedOnce(true);
    setRemoving(review);
  };
  const reviews = useGetSellerReviewsInfiniteQuery(sellerId);
  const { data, error, isLoading, isError, refetch } = reviews;
  const items = data?.pages.flatMap((page) => page.items) ?? [];

  let content;
  if (isLoading) content = <LoadingSpinner label={t('sellerPage.reviewsLoading')} />;
  else if (!data && isError) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (items.length === 0)
    content = <p className="text-body-secondary">{t('sellerPage.noReviews')}</p>;
  else {
    content = (
      <>
        <ul className="list-unstyled mb-0">
          {items.map((review) => (
            <li key={review._id}>
              <ReviewItem
                review={review}
                onRemove={role === 'admin' ? remove : undefined}
                onReport={signedIn && role !== 'admin' ? reportReview : undefined}
              />
            </li>
          ))}
        </ul>
        <PagedListEnd query={reviews} showMoreLabel={t('sellerPage.showMoreReviews')} />
      </>
    );
  }

  return (
    <section aria-labelledby="seller-reviews-heading">
      <h2 id="seller-reviews-heading" className="section-title h3 mb-3">
        {t('sellerPage.reviewsHeading')}
      </h2>
      {content}
      {reportDialog}
      {role === 'admin' && removedOnce && (
        <Suspense fallback={null}>
          <RemoveReviewDialog review={removing} onClose={() => setRemoving(null)} />
        </Suspense>
      )}
    </section>
  );
}
