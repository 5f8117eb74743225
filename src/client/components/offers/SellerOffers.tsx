import type { Offer } from '../../../shared/schemas';
import { useOffersAboutListingQuery } from '../../api/offersApi';
import { useFormat, useT } from '../../i18n/useT';
import { OfferAnswerButtons } from './OfferAnswerButtons';
import { OFFER_HOME, awaitsReader, isRunning } from './offerState';
import { useTimeLeft } from './useTimeLeft';

/**
 * The seller's own book (docs/product.md#offers): the offers still running, each buyer's with
 * its answers (Accept, Decline, Counter) when it waits for the seller.
 */
export function SellerOffers({ listingId }: { listingId: string }) {
  const t = useT();
  const format = useFormat();
  const timeLeft = useTimeLeft();
  const { data: offers } = useOffersAboutListingQuery(listingId);
  if (!offers) return null;
  const current = offers.filter((offer) => isRunning(offer));

  const line = (offer: Offer) => {
    const values = { name: offer.buyer_name, price: format.price(offer.amount) };
    if (offer.status === 'accepted') return t('offers.acceptedBySeller', values);
    return t(awaitsReader(offer) ? 'offers.offeredBy' : 'offers.waitsForBuyer', values);
  };

  return (
    <section aria-labelledby="seller-offers-heading" className="offer-panel">
      <h2 id="seller-offers-heading" className="h5">
        {t('offers.sellerHeading')}
      </h2>
      {current.length === 0 ? (
        <p className="mb-0 text-body-secondary">{t('offers.sellerNone')}</p>
      ) : (
        <ul className="list-unstyled mb-0 d-flex flex-column gap-3">
          {current.map((offer) => (
            <li
              key={offer._id}
              className="border rounded p-2"
              {...{ [OFFER_HOME]: '' }}
              tabIndex={-1}
            >
              <p className="mb-1">{line(offer)}</p>
              <p className="small text-body-secondary mb-2">
                <time dateTime={offer.expires_at}>
                  {t('offers.endsIn', { when: timeLeft(offer.expires_at) })}
                </time>
              </p>
              {awaitsReader(offer) && <OfferAnswerButtons offer={offer} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
