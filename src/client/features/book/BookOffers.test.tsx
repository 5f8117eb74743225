import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { OFFER_API } from '../../../shared/apiPaths/offerPaths';
import { toBanglaDigits } from '../../../shared/digits';
import { bangla, english } from '../../testing/english';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import { apiUrl } from '../../testing/handlers/apiUrl';
import { errorResponse } from '../../testing/handlers/errorResponse';
import { serverListings } from '../../testing/handlers/listingsHandlers';
import { OFFER_REFUSALS } from '../../testing/handlers/offerHandlers';
import { addOffer, answerOffer, offerStore } from '../../testing/handlers/offerStore';
import { renderRoute, renderRouteIn } from '../../testing/renderWithProviders';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import { server } from '../../testing/server';
import { signedInAs } from '../../testing/session';

const BUYER = 'buyer@demo.test';
const SELLER = 'seller@demo.test';
const TITLE = 'Pather Panchali';
// Its listed price is TK 250.
const listing = () => serverListings.find(({ book_title }) => book_title === TITLE)!;

async function openBookAs(email: string | null) {
  if (email) signedInAs(email);
  const page = renderRoute(`/book/${listing()._id}`);
  await screen.findByRole('heading', { level: 1, name: TITLE });
  return page;
}

const makeOfferButton = () => screen.queryByRole('button', { name: english('offers.makeOffer') });
const amountField = () => screen.getByRole('textbox', { name: english('offers.amountLabel') });
const sendButton = () => screen.getByRole('button', { name: english('offers.send') });

describe('offers on the book page', () => {
  it('lets a buyer offer a lower price: the field says what is wrong, then the offer waits', async () => {
    const { user } = await openBookAs(BUYER);
    await user.click(await screen.findByRole('button', { name: english('offers.makeOffer') }));
    await waitFor(() => expect(amountField()).toHaveFocus());

    await user.click(sendButton());
    expect(amountField()).toHaveAccessibleDescription(english('offers.amountRequired'));
    await user.type(amountField(), '250');
    await user.click(sendButton());
    expect(amountField()).toHaveAccessibleDescription(
      english('offers.amountNotBelow', { price: 'TK 250' }),
    );
    await user.clear(amountField());
    await user.type(amountField(), '50');
    expect(amountField()).toHaveAccessibleDescription(
      english('offers.amountBelowMinimum', { price: 'TK 70' }),
    );
    expect(offerStore.offers).toHaveLength(0);

    await user.clear(amountField());
    await user.type(amountField(), '200');
    await user.click(sendButton());
    expect(await screen.findByText(english('offers.sent'))).toBeInTheDocument();
    const status = await screen.findByText(english('offers.waitsForSeller', { price: 'TK 200' }));
    expect(status.parentElement).toHaveFocus();
    expect(screen.getByText(english('offers.endsIn', { when: 'in 2 days' }))).toBeVisible();
    expect(offerStore.offers[0]).toMatchObject({ amount: 200, buyer_email: BUYER });
    // One open offer per buyer and book: no second one meanwhile.
    expect(makeOfferButton()).not.toBeInTheDocument();
  });

  it("shows the server's refusal under the form, which stays open", async () => {
    server.use(
      http.post(apiUrl(OFFER_API.offers.route), () =>
        errorResponse(409, OFFER_REFUSALS.offerAlreadyOpen),
      ),
    );
    const { user } = await openBookAs(BUYER);
    await user.click(await screen.findByRole('button', { name: english('offers.makeOffer') }));
    await user.type(
      await screen.findByRole('textbox', { name: english('offers.amountLabel') }),
      '200',
    );
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFER_REFUSALS.offerAlreadyOpen);
    expect(amountField()).toHaveValue('200');
  });

  it('shows the seller the open offers on their book, and lets them counter one', async () => {
    addOffer(listing(), BUYER, 200);
    const { user } = await openBookAs(SELLER);
    const offers = await screen.findByRole('region', { name: english('offers.sellerHeading') });
    expect(
      await within(offers).findByText(
        english('offers.offeredBy', { name: 'Karim Ahmed', price: 'TK 200' }),
      ),
    ).toBeVisible();
    expect(within(offers).getByRole('button', { name: 'Accept TK 200' })).toBeEnabled();
    expect(within(offers).getByRole('button', { name: english('offers.decline') })).toBeEnabled();
    expect(makeOfferButton()).not.toBeInTheDocument();

    await user.click(within(offers).getByRole('button', { name: english('offers.counter') }));
    const counter = await within(offers).findByRole('textbox', {
      name: english('offers.counterLabel'),
    });
    await user.type(counter, '230');
    await user.click(within(offers).getByRole('button', { name: english('offers.sendCounter') }));

    expect(await screen.findByText(english('offers.counterSent'))).toBeInTheDocument();
    expect(
      await within(offers).findByText(
        english('offers.waitsForBuyer', { name: 'Karim Ahmed', price: 'TK 230' }),
      ),
    ).toBeVisible();
    expect(within(offers).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    expect(offerStore.offers[0]).toMatchObject({ amount: 230, awaiting: 'buyer' });
  });

  it("lets the buyer accept the seller's counter and order at that price", async () => {
    answerOffer(addOffer(listing(), BUYER, 200), { event: 'countered', amount: 230 });
    const { user } = await openBookAs(BUYER);
    expect(await screen.findByText(english('offers.countered', { price: 'TK 230' }))).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Accept TK 230' }));
    expect(await screen.findByText(english('offers.acceptedToast'))).toBeInTheDocument();
    const accepted = await screen.findByText(
      english('offers.acceptedForBuyer', { price: 'TK 230' }),
    );
    expect(accepted).toBeVisible();
    // The answered buttons are gone: focus is on the offer's new state, not lost.
    await waitFor(() => expect(document.activeElement).toContainElement(accepted));
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Buy at TK 230' }));
    const dialog = await screen.findByRole('dialog', {
      name: english('buying.orderModalTitle', { title: TITLE }),
    });
    expect(await within(dialog).findByLabelText('Price')).toHaveValue('230');
    await user.type(within(dialog).getByLabelText('Meeting location'), 'Nilkhet');
    await user.click(within(dialog).getByRole('button', { name: english('buying.submitOrder') }));
    expect(await screen.findByText(english('toasts.orderSubmitted'))).toBeInTheDocument();
    expect(requestsTo(requests, 'POST', '/orders')[0]?.body).toMatchObject({
      product_id: listing()._id,
      bookPrice: 230,
    });
  });

  it("shows 'Fixed price' and no offer button on a listing that takes none", async () => {
    listing().fixed_price = true;
    await openBookAs(BUYER);
    expect(screen.getByText(english('offers.fixedPrice'))).toBeVisible();
    await screen.findByRole('button', { name: english('labels.buyNow') });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: english('labels.buyNow') })).toBeEnabled(),
    );
    expect(makeOfferButton()).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in rather than showing the form', async () => {
    const { user, router } = await openBookAs(null);
    await user.click(screen.getByRole('button', { name: english('offers.makeOffer') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(screen.queryByRole('textbox', { name: english('offers.amountLabel') })).toBeNull();
  });

  it('speaks Bangla: the button, the field and its message, the state of the offer', async () => {
    signedInAs(BUYER);
    const { user } = await renderRouteIn('bn', `/book/${listing()._id}`);
    await user.click(await screen.findByRole('button', { name: 'অফার দিন' }));
    const field = await screen.findByRole('textbox', { name: bangla('offers.amountLabel') });
    await user.type(field, '300');
    await user.click(screen.getByRole('button', { name: bangla('offers.send') }));
    const price = (amount: number) => `৳${toBanglaDigits(String(amount))}`;
    expect(field).toHaveAccessibleDescription(
      bangla('offers.amountNotBelow', { price: price(250) }),
    );
    expectNoEnglishLeft();

    await user.clear(field);
    await user.type(field, '200');
    await user.click(screen.getByRole('button', { name: bangla('offers.send') }));
    expect(
      await screen.findByText(bangla('offers.waitsForSeller', { price: price(200) })),
    ).toBeVisible();
    expectNoEnglishLeft();
  });
});
