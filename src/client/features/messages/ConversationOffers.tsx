import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { Conversation } from '../../../shared/schemas';
import { useGetListingQuery } from '../../api/bookApi';
import { useOffersAboutListingQuery } from '../../api/offersApi';
import { paths } from '../../app/paths';
import { LazyBuyerOffer, LazyOfferAnswerButtons } from '../../components/offers/lazyOffers';
import { awaitsReader } from '../../components/offers/offerState';

/**
 * The answers a conversation's offer steps carry (docs/product.md#offers): on the latest step of
 * an open offer waiting for the reader, Accept and Decline (and Counter for the seller).
 */
export function useOfferAnswersIn(conversation: Conversation) {
  const listingId = conversation.listing_id;
  const { data: offers = [] } = useOffersAboutListingQuery(listingId ?? '', { skip: !listingId });
  return (offerId: string) => {
    const offer = offers.find(({ _id }) => _id === offerId);
    if (!offer || !awaitsReader(offer)) return undefined;
    return (
      <Suspense fallback={null}>
        <LazyOfferAnswerButtons offer={offer} />
      </Suspense>
    );
  };
}

/**
 * The buyer's offer on the book of the conversation: where it stands and 'Make an offer' when
 * none runs (the book page's own). 'Buy at' leads to the book, whose order form takes the price.
 */
export function ConversationBuyerOffer({ listingId }: { listingId: string }) {
  const { data: listing } = useGetListingQuery(listingId);
  if (!listing) return null;
  return (
    <div className="border-bottom pb-2 mb-2">
      <Suspense fallback={null}>
        <LazyBuyerOffer
          listingId={listingId}
          listedPrice={listing.seller_price}
          takesOffers={!listing.sold && !listing.reserved && !listing.fixed_price}
          answersInline
          buyAt={(label) => (
            <Link to={paths.book.getHref(listingId)} className="btn btn-primary btn-sm">
              {label}
            </Link>
          )}
        />
      </Suspense>
    </div>
  );
}
