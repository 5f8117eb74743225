import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Col, Row } from 'react-bootstrap';
import { BUYING_TEXTS, LISTING_TEXTS, PAGE_NAMES } from '../../../shared/messages';
import type { Listing } from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useGetWishlistQuery, useRemoveFromWishlistMutation } from '../../api/wishlistApi';
import { useAppSelector } from '../../app/hooks';
import { BookCard } from '../../components/books/BookCard';
import { useBuyBook } from '../../components/buying/useBuyBook';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { notifyError, notifySuccess } from '../../components/notify';
import { DashboardSection } from '../../components/layout/DashboardSection';
import { selectAuthEmail } from '../../session/authSlice';

/**
 * /dashboard/mywishlist (SPEC §2): the buyer's wishlist books as cards, with 'Buy Now!' and a
 * Remove each. Sold books stay, marked Sold, so the buyer sees what went.
 */
export function MyWishlistPage() {
  const email = useAppSelector(selectAuthEmail);
  const { data: books, isLoading, error, refetch } = useGetWishlistQuery(email ?? skipToken);
  const [removeFromWishlist] = useRemoveFromWishlistMutation();
  const { buy, orderModal } = useBuyBook();

  async function remove(book: Listing) {
    if (!email) return;
    // The card leaves at once (optimistic); a refusal brings it back with the reason.
    const result = await removeFromWishlist({ bookId: book._id, email });
    if (result.error) notifyError(apiErrorMessage(result.error, LISTING_TEXTS.actionFailed));
    else notifySuccess(BUYING_TEXTS.removedFromWishlist);
  }

  let content;
  if (isLoading) content = <LoadingSpinner label="Loading your wishlist…" />;
  else if (!books) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (books.length === 0) content = <p>{BUYING_TEXTS.noWishlist}</p>;
  else {
    content = (
      <Row as="ul" xs={1} md={2} xl={3} className="g-4 list-unstyled">
        {books.map((book) => (
          <Col as="li" key={book._id}>
            <BookCard
              listing={book}
              onBuy={buy}
              secondaryAction={
                <Button variant="outline-danger" onClick={() => void remove(book)}>
                  {BUYING_TEXTS.removeFromWishlist}
                  <span className="visually-hidden"> {book.book_title}</span>
                </Button>
              }
            />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <DashboardSection title={PAGE_NAMES.myWishlist}>
      {content}
      {orderModal}
    </DashboardSection>
  );
}
