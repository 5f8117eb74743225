import { screen, within } from '@testing-library/react';
import { SERVER_ERRORS } from '../../../shared/messages';
import { conversationStore } from '../../testing/handlers/conversationStore';
import { bangla } from '../../testing/english';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import {
  BUYER,
  BUYER_NAME,
  SELLER,
  SELLER_NAME,
  bookTitled,
  conversationAbout,
  reportConversation,
} from '../../testing/messagesTestKit';
import { renderRouteIn } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';

const TITLE = 'Pather Panchali';

describe('messages in Bangla', () => {
  it('shows the inbox in Bangla, the unread count in Bangla digits', async () => {
    conversationAbout(TITLE, [
      [BUYER, 'কভার কি ছেঁড়া?'],
      [SELLER, 'না।'],
      [SELLER, 'একদম নতুনের মতো।'],
    ]);
    signedInAs(BUYER);
    await renderRouteIn('bn', '/dashboard/messages');

    const row = await screen.findByRole('link', { name: new RegExp(SELLER_NAME) });
    expect(within(row).getByText('২টি না-পড়া মেসেজ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'মেসেজ' })).toBeVisible();
    expectNoEnglishLeft();
  });

  it('shows a conversation, its box and a refusal in Bangla', async () => {
    const conversation = conversationAbout(TITLE, [[SELLER, 'হ্যালো']]);
    signedInAs(BUYER);
    const { user } = await renderRouteIn('bn', `/dashboard/messages/${conversation._id}`);

    const box = await screen.findByRole('textbox', { name: bangla('messages.composeLabel') });
    expect(screen.getByText(bangla('messages.composeHint'))).toBeVisible();
    conversationStore.rateLimited = true;
    await user.type(box, 'আছেন?{Enter}');
    expect(await screen.findByRole('alert')).not.toHaveTextContent(SERVER_ERRORS.tooManyRequests);
    expect(screen.getByRole('alert')).toHaveTextContent('অপেক্ষা');
    expectNoEnglishLeft();
  });

  it('leaves the Enter / Shift+Enter hint out on a phone', async () => {
    const laptop = window.matchMedia.bind(window);
    jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ ...laptop(query), matches: !query.includes('hover') }));
    const conversation = conversationAbout(TITLE, [[SELLER, 'হ্যালো']]);
    signedInAs(BUYER);
    await renderRouteIn('bn', `/dashboard/messages/${conversation._id}`);

    await screen.findByRole('textbox', { name: bangla('messages.composeLabel') });
    expect(screen.queryByText(bangla('messages.composeHint'))).not.toBeInTheDocument();
    expectNoEnglishLeft();
  });

  it("shows 'Ask the seller' and its compose page in Bangla", async () => {
    signedInAs(BUYER);
    const { user } = await renderRouteIn('bn', `/book/${bookTitled(TITLE)._id}`);

    await user.click(await screen.findByRole('link', { name: bangla('book.askSeller') }));
    expect(
      await screen.findByText(bangla('messages.askIntro', { name: SELLER_NAME })),
    ).toBeVisible();
    expectNoEnglishLeft();
  });

  it('shows a reported conversation to the admin in Bangla', async () => {
    const conversation = conversationAbout(TITLE, [[SELLER, 'খারাপ কথা']]);
    reportConversation(conversation, BUYER);
    signedInAs('admin@demo.test');
    const { user } = await renderRouteIn('bn', '/dashboard/reports');

    const card = await screen.findByRole('article', {
      name: bangla('moderation.aboutBook', { title: TITLE }),
    });
    expect(within(card).getByText(bangla('moderation.noReason'))).toBeVisible();
    expect(
      within(card).getByRole('button', {
        name: bangla('moderation.stopSending', { name: BUYER_NAME }),
      }),
    ).toBeVisible();
    await user.click(within(card).getByRole('button', { name: bangla('moderation.readMessages') }));
    expect(await within(card).findByText('খারাপ কথা')).toBeVisible();
    expectNoEnglishLeft();
  });
});
