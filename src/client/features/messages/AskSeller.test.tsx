import { screen, waitFor } from '@testing-library/react';
import { conversationStore } from '../../testing/handlers/conversationStore';
import { english } from '../../testing/english';
import {
  BUYER,
  SELLER,
  SELLER_NAME,
  bookTitled,
  conversationAbout,
} from '../../testing/messagesTestKit';
import { renderRoute } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';

const TITLE = 'Pather Panchali';

/** Opens the book's page and waits for its title. */
async function openBook() {
  const page = renderRoute(`/book/${bookTitled(TITLE)._id}`);
  await screen.findByRole('heading', { level: 1, name: TITLE });
  return page;
}

const askLink = () => screen.findByRole('link', { name: english('book.askSeller') });

describe("'Ask the seller' on the book page", () => {
  it('lets a buyer write the first message, which starts the conversation', async () => {
    signedInAs(BUYER);
    const { user, router } = await openBook();

    await user.click(await askLink());
    await screen.findByRole('heading', { level: 1, name: english('book.askSeller') });
    // The heading comes first; the book (and the box) once its listing has loaded.
    expect(await screen.findByText(TITLE)).toBeVisible();
    expect(screen.getByText(english('messages.askIntro', { name: SELLER_NAME }))).toBeVisible();
    await user.type(
      screen.getByRole('textbox', { name: english('messages.composeLabel') }),
      'Is the cover torn?{Enter}',
    );

    await screen.findByRole('heading', { level: 1, name: SELLER_NAME });
    const [conversation] = conversationStore.conversations;
    expect(router.state.location.pathname).toBe(`/dashboard/messages/${conversation!._id}`);
    expect(await screen.findByText('Is the cover torn?')).toBeVisible();
    expect(conversation).toMatchObject({ buyer_email: BUYER, seller_email: SELLER });
  });

  it('opens the conversation the buyer already has about the book', async () => {
    const conversation = conversationAbout(TITLE, [[BUYER, 'Still available?']]);
    signedInAs(BUYER);
    const { user, router } = await openBook();

    await user.click(await askLink());
    await screen.findByRole('heading', { level: 1, name: SELLER_NAME });
    expect(router.state.location.pathname).toBe(`/dashboard/messages/${conversation._id}`);
    expect(await screen.findByText('Still available?')).toBeVisible();
    expect(conversationStore.conversations).toHaveLength(1);
  });

  it('is not offered to the seller of the book', async () => {
    signedInAs(SELLER);
    await openBook();

    // The signed-in buttons are there (the buying code loaded), without 'Ask the seller'.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: english('labels.buyNow') })).toBeEnabled(),
    );
    expect(screen.queryByRole('link', { name: english('book.askSeller') })).toBeNull();
    expect(screen.queryByRole('button', { name: english('book.askSeller') })).toBeNull();
  });

  it('asks someone signed out to sign in first', async () => {
    const { user, router } = await openBook();

    expect(screen.getByText(english('book.signInToAct'))).toBeVisible();
    await user.click(screen.getByRole('button', { name: english('book.askSeller') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});
