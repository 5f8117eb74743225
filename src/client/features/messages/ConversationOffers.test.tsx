import { screen, within } from '@testing-library/react';
import { toBanglaDigits } from '../../../shared/digits';
import { conversationStore } from '../../testing/handlers/conversationStore';
import { addOffer, answerOffer, offerStore } from '../../testing/handlers/offerStore';
import { bangla, english } from '../../testing/english';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import {
  BUYER,
  BUYER_NAME,
  SELLER,
  SELLER_NAME,
  bookTitled,
  openConversation,
} from '../../testing/messagesTestKit';
import { renderRoute, renderRouteIn } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';

const TITLE = 'Pather Panchali';

/** The buyer's offer of `amount` on the book, the seller's counter when given. */
function offerOnBook(amount: number, counter?: number) {
  const offer = addOffer(bookTitled(TITLE), BUYER, amount);
  if (counter) answerOffer(offer, { event: 'countered', amount: counter });
  const conversation = conversationStore.conversations.find(
    ({ _id }) => _id === offer.conversation_id,
  )!;
  return { offer, conversation };
}

const logOf = (name: string) =>
  screen.findByRole('list', { name: english('messages.conversationLog', { name }) });

describe('offers in the conversation about the book', () => {
  it('shows each step as its own message, and the buyer answers the counter on it', async () => {
    const { conversation } = offerOnBook(200, 230);
    const { user } = await openConversation(BUYER, conversation);
    const log = await logOf(SELLER_NAME);

    const [made, countered] = within(log).getAllByRole('listitem');
    expect(made).toHaveTextContent('Offered TK 200');
    expect(countered).toHaveTextContent('Countered with TK 230');
    // The answers sit on the latest step only; no seller's Counter for the buyer.
    expect(within(made!).queryByRole('button')).toBeNull();
    expect(
      within(countered!).queryByRole('button', { name: english('offers.counter') }),
    ).toBeNull();
    await user.click(await within(countered!).findByRole('button', { name: 'Accept TK 230' }));

    expect(await within(log).findByText('Accepted TK 230')).toBeVisible();
    expect(within(log).queryByRole('button', { name: /Accept/ })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Buy at TK 230' })).toHaveAttribute(
      'href',
      `/book/${bookTitled(TITLE)._id}`,
    );
  });

  it('lets the seller accept, decline or counter an offer from its message', async () => {
    const { conversation } = offerOnBook(200);
    const { user } = await openConversation(SELLER, conversation);
    const log = await logOf(BUYER_NAME);
    const made = within(log).getByText('Offered TK 200').closest('li')!;
    expect(await within(made).findByRole('button', { name: 'Accept TK 200' })).toBeEnabled();
    expect(within(made).getByRole('button', { name: english('offers.counter') })).toBeEnabled();

    await user.click(within(made).getByRole('button', { name: english('offers.decline') }));
    expect(await within(log).findByText('Declined TK 200')).toBeVisible();
    expect(made).toHaveFocus();
    expect(offerStore.offers[0]).toMatchObject({ status: 'declined' });
    // The seller never gets 'Make an offer' on their own book.
    expect(screen.queryByRole('button', { name: english('offers.makeOffer') })).toBeNull();
  });

  it('lets the buyer make an offer from the conversation; it shows there as a step', async () => {
    const { offer, conversation } = offerOnBook(200);
    answerOffer(offer, { event: 'declined' });
    const { user } = await openConversation(BUYER, conversation);
    await user.click(await screen.findByRole('button', { name: english('offers.makeOffer') }));
    await user.type(
      await screen.findByRole('textbox', { name: english('offers.amountLabel') }),
      '210',
    );
    await user.click(screen.getByRole('button', { name: english('offers.send') }));

    const log = await logOf(SELLER_NAME);
    expect(await within(log).findByText('Offered TK 210')).toBeVisible();
    expect(
      await screen.findByText(english('offers.waitsForSeller', { price: 'TK 210' })),
    ).toBeVisible();
  });

  it('words the steps and their answers in Bangla', async () => {
    const { conversation } = offerOnBook(200, 230);
    signedInAs(BUYER);
    await renderRouteIn('bn', `/dashboard/messages/${conversation._id}`);
    const log = await screen.findByRole('list', {
      name: bangla('messages.conversationLog', { name: SELLER_NAME }),
    });
    const price = (amount: number) => `৳${toBanglaDigits(String(amount))}`;
    expect(within(log).getByText(`${price(200)} অফার করেছেন`)).toBeVisible();
    expect(within(log).getByText(`পাল্টা দাম ${price(230)}`)).toBeVisible();
    expect(await within(log).findByRole('button', { name: `${price(230)}-এ রাজি` })).toBeVisible();
    expect(screen.getByText(bangla('offers.countered', { price: price(230) }))).toBeVisible();
    expectNoEnglishLeft();
  });

  it("says in the inbox that the last message is an offer's step", async () => {
    offerOnBook(200);
    signedInAs(SELLER);
    renderRoute('/dashboard/messages');
    const row = await screen.findByRole('link', { name: new RegExp(BUYER_NAME) });
    expect(row).toHaveTextContent(english('messages.offerPreview'));
  });
});
