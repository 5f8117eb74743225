import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import type { Offer } from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useMakeOfferMutation, useOffersAboutListingQuery } from '../../api/offersApi';
import type { MessageKey } from '../../i18n/catalogShape';
import { useFormat, useT } from '../../i18n/useT';
import { notifySuccess } from '../notify';
import { LazyOfferAmountForm } from './loadOfferAmountForm';
import { OfferAnswerButtons } from './OfferAnswerButtons';
import { OFFER_HOME, awaitsReader, isRunning } from './offerState';
import { useTimeLeft } from './useTimeLeft';

type BuyerOfferProps = {
  listingId: string;
  listedPrice: number;
  /** The book takes offers now: for sale, not reserved, not 'Fixed price'. */
  takesOffers: boolean;
  /** 'Buy at TK 300' for an accepted offer: a button opening the order form, or a link to it. */
  buyAt: (label: string) => ReactNode;
  /** A counter's Accept and Decline are on its message already (the conversation). */
  answersInline?: boolean;
};

function statusKey(offer: Offer): MessageKey | null {
  if (offer.status === 'open' && isRunning(offer))
    return offer.awaiting === 'seller' ? 'offers.waitsForSeller' : 'offers.countered';
  if (offer.status === 'accepted' && isRunning(offer)) return 'offers.acceptedForBuyer';
  if (offer.status === 'declined') return 'offers.declinedForBuyer';
  if (offer.status === 'ordered') return null;
  return 'offers.expiredForBuyer';
}

/**
 * A buyer's offer on a book (docs/product.md#offers), on the book page and in the conversation
 * about it: where their latest offer stands (waiting, countered with Accept and Decline,
 * accepted with 'Buy at', ended), and 'Make an offer' when none is running. After sending, the
 * form closes and focus moves to the offer's state, which says what happened.
 */
export function BuyerOffer({
  listingId,
  listedPrice,
  takesOffers,
  buyAt,
  answersInline = false,
}: BuyerOfferProps) {
  const t = useT();
  const format = useFormat();
  const timeLeft = useTimeLeft();
  const { data: offers } = useOffersAboutListingQuery(listingId);
  const [makeOffer] = useMakeOfferMutation();
  const [offering, setOffering] = useState(false);
  const status = useRef<HTMLDivElement>(null);
  // The amount just sent: focus goes to its state once the refreshed list shows it.
  const focusSent = useRef<number | null>(null);
  const latest = offers?.find(({ my_role }) => my_role === 'buyer');
  useEffect(() => {
    if (focusSent.current === null || latest?.amount !== focusSent.current) return;
    status.current?.focus();
    focusSent.current = null;
  }, [latest]);
  if (!offers) return null;

  const key = latest && statusKey(latest);
  const canOffer = takesOffers && !(latest && isRunning(latest));
  const send = async (amount: number) => {
    const result = await makeOffer({ listingId, amount });
    if (result.error) return apiErrorMessage(result.error);
    notifySuccess(t('offers.sent'));
    setOffering(false);
    focusSent.current = amount;
    return null;
  };

  return (
    <div className="offer-panel d-flex flex-column gap-2" {...{ [OFFER_HOME]: '' }} tabIndex={-1}>
      {latest && key && (
        <div ref={status} tabIndex={-1} className="offer-panel__status" aria-live="polite">
          <p className="mb-0">{t(key, { price: format.price(latest.amount) })}</p>
          {isRunning(latest) && (
            <p className="small text-body-secondary mb-0">
              <time dateTime={latest.expires_at}>
                {t('offers.endsIn', { when: timeLeft(latest.expires_at) })}
              </time>
            </p>
          )}
        </div>
      )}
      {latest && !answersInline && awaitsReader(latest) && <OfferAnswerButtons offer={latest} />}
      {latest && isRunning(latest) && latest.status === 'accepted' && (
        <div>{buyAt(t('offers.buyAt', { price: format.price(latest.amount) }))}</div>
      )}
      {canOffer && !offering && (
        <div>
          <Button variant="outline-primary" onClick={() => setOffering(true)}>
            {t('offers.makeOffer')}
          </Button>
        </div>
      )}
      {canOffer && offering && (
        <Suspense fallback={null}>
          <LazyOfferAmountForm
            kind="offer"
            listedPrice={listedPrice}
            onSubmit={send}
            onCancel={() => setOffering(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
