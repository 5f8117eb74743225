import type { Offer } from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import {
  useAcceptOfferMutation,
  useCounterOfferMutation,
  useDeclineOfferMutation,
} from '../../api/offersApi';
import { useT } from '../../i18n/useT';
import { notifyError, notifySuccess } from '../notify';

/**
 * The answers to an open offer, each with its toast: accepting and declining say so or show the
 * server's refusal; a counter resolves with the refusal in words for its form, or null.
 */
export function useOfferAnswers(offer: Offer) {
  const t = useT();
  const [acceptOffer, accepting] = useAcceptOfferMutation();
  const [declineOffer, declining] = useDeclineOfferMutation();
  const [counterOffer] = useCounterOfferMutation();
  const ids = {
    offerId: offer._id,
    listingId: offer.listing_id,
    conversationId: offer.conversation_id,
  };
  const answer = async (taken: boolean) => {
    const result = await (taken ? acceptOffer(ids) : declineOffer(ids));
    if (result.error) notifyError(apiErrorMessage(result.error, t('offers.answerFailed')));
    else notifySuccess(t(taken ? 'offers.acceptedToast' : 'offers.declinedToast'));
    return !result.error;
  };
  const counter = async (amount: number) => {
    const result = await counterOffer({ ...ids, amount });
    if (result.error) return apiErrorMessage(result.error, t('offers.answerFailed'));
    notifySuccess(t('offers.counterSent'));
    return null;
  };
  return {
    accept: () => answer(true),
    decline: () => answer(false),
    counter,
    busy: accepting.isLoading || declining.isLoading,
  };
}
