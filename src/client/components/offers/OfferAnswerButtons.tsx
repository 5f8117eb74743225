import { type MouseEvent, Suspense, useState } from 'react';
import { Button } from 'react-bootstrap';
import type { Offer } from '../../../shared/schemas';
import { useFormat, useT } from '../../i18n/useT';
import { LazyOfferAmountForm } from './loadOfferAmountForm';
import { OFFER_HOME } from './offerState';
import { useOfferAnswers } from './useOfferAnswers';

/**
 * After an answer the buttons go away: focus moves to what shows the offer's new state (the
 * nearest element marked OFFER_HOME), not to the page's top.
 */
async function answerThenFocus(event: MouseEvent<HTMLElement>, answer: () => Promise<boolean>) {
  const home = event.currentTarget.closest<HTMLElement>(`[${OFFER_HOME}]`);
  if ((await answer()) && home?.isConnected) home.focus();
}

/**
 * The answers to an open offer waiting for the reader (docs/product.md#offers): 'Accept TK 300'
 * and 'Decline' for either side, and 'Counter' for the seller, which opens the price form in
 * place. Once the form is sent or cancelled, focus goes back to 'Counter'.
 */
export function OfferAnswerButtons({ offer }: { offer: Offer }) {
  const t = useT();
  const format = useFormat();
  const { accept, decline, counter, busy } = useOfferAnswers(offer);
  const [countering, setCountering] = useState(false);
  const counterButtonId = `counter-${offer._id}`;
  const closeCounter = () => {
    setCountering(false);
    setTimeout(() => document.getElementById(counterButtonId)?.focus());
  };
  return (
    <div className="d-flex flex-column gap-2">
      <div className="d-flex flex-wrap gap-2">
        <Button size="sm" onClick={(event) => void answerThenFocus(event, accept)} disabled={busy}>
          {t('offers.accept', { price: format.price(offer.amount) })}
        </Button>
        <Button
          size="sm"
          variant="outline-danger"
          onClick={(event) => void answerThenFocus(event, decline)}
          disabled={busy}
        >
          {t('offers.decline')}
        </Button>
        {offer.my_role === 'seller' && (
          <Button
            id={counterButtonId}
            size="sm"
            variant="outline-primary"
            onClick={() => setCountering(true)}
            disabled={busy || countering}
            aria-expanded={countering}
          >
            {t('offers.counter')}
          </Button>
        )}
      </div>
      {countering && (
        <Suspense fallback={null}>
          <LazyOfferAmountForm
            kind="counter"
            listedPrice={offer.listed_price}
            onSubmit={async (amount) => {
              const refusal = await counter(amount);
              if (!refusal) closeCounter();
              return refusal;
            }}
            onCancel={closeCounter}
          />
        </Suspense>
      )}
    </div>
  );
}
