import { screen, waitFor, within } from '@testing-library/react';
import { CONVERSATIONS_PAGE_SIZE } from '../../../shared/constants';
import {
  addConversation,
  addMessage,
  conversationStore,
} from '../../testing/handlers/conversationStore';
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

describe('the inbox', () => {
  it('lists conversations newest first with the book, the other person, the last message and unread', async () => {
    conversationAbout('Lalsalu', [[BUYER, 'Is it a first edition?']]);
    const newer = conversationAbout(TITLE, [
      [BUYER, 'Is the cover torn?'],
      [SELLER, 'No.'],
      [SELLER, 'It is like new.'],
    ]);
    signedInAs(BUYER);
    renderRoute('/dashboard/messages');

    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      `/dashboard/messages/${newer._id}`,
      expect.stringMatching(/^\/dashboard\/messages\//),
    ]);
    expect(rows[0]).toHaveTextContent(SELLER_NAME);
    expect(rows[0]).toHaveTextContent(english('messages.aboutBook', { title: TITLE }));
    expect(rows[0]).toHaveTextContent('It is like new.');
    expect(
      within(rows[0]!).getByText(english('messages.unread', { count: 2 })),
    ).toBeInTheDocument();
    expect(
      within(rows[0]!).getByRole('img', {
        name: english('messages.bookCoverAlt', { title: TITLE }),
      }),
    ).toHaveAttribute('src', bookTitled(TITLE).book_img);
    // The buyer's own last message, no unread count.
    expect(rows[1]).toHaveTextContent(
      english('messages.lastMine', { body: 'Is it a first edition?' }),
    );
    expect(within(rows[1]!).queryByText(/unread/)).toBeNull();
  });

  it('says when a last message was removed by the admin', async () => {
    const conversation = conversationAbout(TITLE, [[SELLER, 'Rude words']]);
    conversationStore.messages.at(-1)!.removed = true;
    signedInAs(BUYER);
    renderRoute('/dashboard/messages');

    const row = await screen.findByRole('link', { name: new RegExp(SELLER_NAME) });
    expect(row).toHaveAttribute('href', `/dashboard/messages/${conversation._id}`);
    expect(row).toHaveTextContent(english('messages.removedByAdmin'));
    expect(row).not.toHaveTextContent('Rude words');
  });

  it('shows more conversations, a page at a time', async () => {
    // The seller's inbox: a question from each of 21 buyers (one page is 20).
    for (let index = 1; index <= CONVERSATIONS_PAGE_SIZE + 1; index += 1) {
      const email = `reader${index}@demo.test`;
      addMessage(addConversation(bookTitled(TITLE), email), email, `Question ${index}`);
    }
    signedInAs(SELLER);
    const { user } = renderRoute('/dashboard/messages');

    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('link')).toHaveLength(CONVERSATIONS_PAGE_SIZE);
    expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Question 21');
    await user.click(screen.getByRole('button', { name: english('messages.showMore') }));
    await waitFor(() =>
      expect(within(list).getAllByRole('link')).toHaveLength(CONVERSATIONS_PAGE_SIZE + 1),
    );
    expect(within(list).getAllByRole('link').at(-1)).toHaveTextContent('Question 1');
    expect(screen.queryByRole('button', { name: english('messages.showMore') })).toBeNull();
  });

  it('says when there is no conversation yet', async () => {
    signedInAs(BUYER);
    renderRoute('/dashboard/messages');
    expect(await screen.findByText(english('messages.inboxEmpty'))).toBeVisible();
  });
});
