import { lazy, Suspense } from 'react';
import { Button } from 'react-bootstrap';
import type { Listing } from '../../../shared/schemas';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { useT } from '../../i18n/useT';
import { selectAuthEmail, selectAuthStatus } from '../../session/authSlice';
import { useSignInFirst } from '../../session/useSignInFirst';
import { AskSellerButton } from './AskSellerButton';
import { BookActionButtons, ReservedNote } from './BookActionButtons';

// Its texts are the book page's own (catalogs/en/book.ts); the order form brings its own with it
// on 'Buy Now!' (components/buying/loadOrderModal.ts).
const BookBuying = lazy(() =>
  import(/* webpackChunkName: "book-buying" */ './BookBuying').then((module) => ({
    default: module.BookBuying,
  })),
);

/**
 * What the book page offers (docs/product.md#book-page). A sold book: a note, no 'Buy Now!'.
 * Signed out: the buttons go to the sign-in page, which brings the person back afterwards (e-mail
 * or Google, as the route guards do) and carries on: 'Buy Now!' opens the order form here, 'Ask
 * the seller' goes on to its compose box, 'Make an offer' comes back to the book. Signed in: the buying code, loaded on demand, and
 * 'Ask the seller' for everyone but the book's seller.
 */
export function BookActions({ listing }: { listing: Listing }) {
  const t = useT();
  const status = useAppSelector(selectAuthStatus);
  const email = useAppSelector(selectAuthEmail);
  const signIn = useSignInFirst();

  if (listing.sold) {
    return <p className="book-page__sold-note mb-0">{t('book.soldNote')}</p>;
  }
  // Firebase is still restoring the session: neither kind of button yet, so none misleads.
  if (status === 'loading') return <BookActionButtons />;
  if (!email) {
    return (
      <div>
        <BookActionButtons
          onBuy={listing.reserved ? undefined : () => signIn({ then: { buy: listing._id } })}
          onWishlist={() => signIn()}
          askSeller={
            <AskSellerButton
              listingId={listing._id}
              onSignIn={() => signIn({ goTo: paths.askSeller.getHref(listing._id) })}
            />
          }
        />
        {listing.reserved && <ReservedNote />}
        {!listing.reserved && !listing.fixed_price && (
          <Button variant="outline-primary" className="mt-2" onClick={() => signIn()}>
            {t('offers.makeOffer')}
          </Button>
        )}
        <p className="small text-body-secondary mt-2 mb-0">{t('book.signInToAct')}</p>
      </div>
    );
  }
  return (
    <Suspense fallback={<BookActionButtons />}>
      <BookBuying
        listing={listing}
        askSeller={
          email === listing.seller_email ? undefined : <AskSellerButton listingId={listing._id} />
        }
        isSeller={email === listing.seller_email}
      />
    </Suspense>
  );
}
