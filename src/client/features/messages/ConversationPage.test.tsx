import { act, screen, waitFor, within } from '@testing-library/react';
import { MESSAGE_MAX_LENGTH, MESSAGES_PAGE_SIZE } from '../../../shared/constants';
import { SERVER_ERRORS, VALIDATION } from '../../../shared/messages';
import { apiSlice } from '../../api/apiSlice';
import * as lazySchemas from '../../api/lazySchemas';
import { addMessage, conversationStore } from '../../testing/handlers/conversationStore';
import { moderationStore } from '../../testing/handlers/moderationStore';
import { english } from '../../testing/english';
import {
  BUYER,
  SELLER,
  SELLER_NAME,
  conversationAbout,
  openConversation,
} from '../../testing/messagesTestKit';
import { renderRoute } from '../../testing/renderWithProviders';
import { recordRequests } from '../../testing/requestLog';
import { signedInAs } from '../../testing/session';

const box = () => screen.getByRole('textbox', { name: english('messages.composeLabel') });
const logName = english('messages.conversationLog', { name: SELLER_NAME });
const log = () => screen.getByRole('list', { name: logName });
const sent = (log: ReturnType<typeof recordRequests>) =>
  log.filter(({ method, path }) => method === 'POST' && path.endsWith('/messages'));

/** A phone: no pointer that hovers (setupTests' matchMedia answers as a laptop otherwise). */
function onAPhone() {
  const laptop = window.matchMedia.bind(window);
  jest.replaceProperty(window, 'innerWidth', 390);
  jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...laptop(query),
    matches: query.includes('hover: hover') ? false : laptop(query).matches,
  }));
}

describe('a conversation', () => {
  it('shows the messages oldest to newest, and sends with Enter', async () => {
    const conversation = conversationAbout('Pather Panchali', [
      [BUYER, 'Is the cover torn?'],
      [SELLER, 'No, it is like new.'],
    ]);
    const { user } = await openConversation(BUYER, conversation);

    const items = within(await screen.findByRole('list', { name: logName })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Is the cover torn?',
      'No, it is like new.',
    ]);
    expect(within(items[0]!).getByText(english('messages.you'))).toBeVisible();
    expect(within(items[1]!).getByText(SELLER_NAME)).toBeVisible();

    await user.type(box(), 'Can we meet at Nilkhet?{Enter}');
    expect(await within(log()).findByText('Can we meet at Nilkhet?')).toBeVisible();
    expect(box()).toHaveValue('');
  });

  it('starts a new line with Shift+Enter and sends both lines', async () => {
    const { user } = await openConversation(BUYER, conversationAbout('Pather Panchali'));
    const requests = recordRequests();

    await user.type(box(), 'First line{Shift>}{Enter}{/Shift}Second line');
    expect(box()).toHaveValue('First line\nSecond line');
    expect(sent(requests)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: english('messages.send') }));
    await waitFor(() =>
      expect(sent(requests)[0]?.body).toEqual({ body: 'First line\nSecond line' }),
    );
  });

  it('tells a computer that Enter sends and Shift+Enter starts a line', async () => {
    await openConversation(BUYER, conversationAbout('Pather Panchali'));
    await screen.findByRole('textbox', { name: english('messages.composeLabel') });
    expect(screen.getByText(english('messages.composeHint'))).toBeVisible();
    expect(box()).toHaveAccessibleDescription(
      expect.stringContaining(english('messages.composeHint')),
    );
  });

  it('does not speak of Enter and Shift+Enter on a phone, whose keyboard shows no such keys', async () => {
    onAPhone();
    await openConversation(BUYER, conversationAbout('Pather Panchali'));
    await screen.findByRole('textbox', { name: english('messages.composeLabel') });
    expect(screen.queryByText(english('messages.composeHint'))).not.toBeInTheDocument();
    expect(box()).toHaveAccessibleDescription(
      english('messages.characterCount', { count: 0, max: MESSAGE_MAX_LENGTH }),
    );
  });

  it('refuses an empty or whitespace-only message before sending, next to the box', async () => {
    const { user } = await openConversation(BUYER, conversationAbout('Pather Panchali'));
    const requests = recordRequests();

    await user.type(box(), '   {Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(VALIDATION.messageRequired);
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(sent(requests)).toHaveLength(0);
  });

  it('counts the characters and refuses more than 2,000', async () => {
    const { user } = await openConversation(BUYER, conversationAbout('Pather Panchali'));
    const requests = recordRequests();

    await user.click(box());
    await user.paste('a'.repeat(MESSAGE_MAX_LENGTH + 1));
    expect(screen.getByText('2,001 of 2,000 characters')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(VALIDATION.messageTooLong);
    expect(sent(requests)).toHaveLength(0);
    expect(box()).toHaveValue('a'.repeat(MESSAGE_MAX_LENGTH + 1));
  });

  it('shows HTML as text and web addresses as safe links', async () => {
    const conversation = conversationAbout('Pather Panchali', [
      [SELLER, '<b>bold</b><img src=x onerror="alert(1)"> see https://example.com/photo.'],
    ]);
    await openConversation(BUYER, conversation);

    await screen.findByRole('list', { name: logName });
    const message = within(log()).getByText(/<b>bold<\/b><img src=x/);
    expect(message.querySelector('b, img')).toBeNull();
    const link = within(message).getByRole('link', { name: 'https://example.com/photo' });
    expect(link).toHaveAttribute('href', 'https://example.com/photo');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(
      expect.arrayContaining(['nofollow', 'noopener']),
    );
  });

  it('loads older messages at the top', async () => {
    const lines = Array.from({ length: MESSAGES_PAGE_SIZE + 3 }, (_, index): [string, string] => [
      SELLER,
      `Message number ${index + 1}`,
    ]);
    const { user } = await openConversation(BUYER, conversationAbout('Pather Panchali', lines));

    await screen.findByRole('list', { name: logName });
    expect(within(log()).getByText(`Message number ${MESSAGES_PAGE_SIZE + 3}`)).toBeVisible();
    expect(within(log()).queryByText('Message number 1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: english('messages.loadOlder') }));
    expect(await within(log()).findByText('Message number 1')).toBeVisible();
    const items = within(log()).getAllByRole('listitem');
    expect(items).toHaveLength(MESSAGES_PAGE_SIZE + 3);
    expect(items[0]).toHaveTextContent('Message number 1');
    expect(screen.queryByRole('button', { name: english('messages.loadOlder') })).toBeNull();
  });

  it('loads older messages when the reader scrolls up to the top', async () => {
    // jsdom has no IntersectionObserver: this one tells its watcher when the test says so.
    const watchers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    window.IntersectionObserver = class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        watchers.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    const lines = Array.from({ length: MESSAGES_PAGE_SIZE + 1 }, (_, index): [string, string] => [
      SELLER,
      `Message number ${index + 1}`,
    ]);
    try {
      await openConversation(BUYER, conversationAbout('Pather Panchali', lines));
      await screen.findByRole('list', { name: logName });
      expect(within(log()).queryByText('Message number 1')).not.toBeInTheDocument();

      act(() => watchers.at(-1)!([{ isIntersecting: true }]));
      expect(await within(log()).findByText('Message number 1')).toBeVisible();
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it("shows and announces the other person's new message when the live stream says so", async () => {
    const conversation = conversationAbout('Pather Panchali', [[BUYER, 'Is the cover torn?']]);
    const { store } = await openConversation(BUYER, conversation);
    await screen.findByRole('list', { name: logName });

    addMessage(conversation, SELLER, 'No, it is like new.');
    // What the live stream does when a message arrives (it invalidates these tags).
    act(() => {
      store.dispatch(
        apiSlice.util.invalidateTags([
          { type: 'Message', id: conversation._id },
          { type: 'Conversation', id: conversation._id },
        ]),
      );
    });

    expect(await within(log()).findByText('No, it is like new.')).toBeVisible();
    const announcement = english('messages.newMessageFrom', {
      name: SELLER_NAME,
      body: 'No, it is like new.',
    });
    const live = await screen.findByText(announcement);
    expect(live).toHaveAttribute('aria-live', 'polite');
    // Shown, so read: the read mark follows the new message.
    await waitFor(() =>
      expect(conversation.read_up_to[BUYER]).toBe(conversationStore.messages.at(-1)!.seq),
    );
  });

  it('marks the conversation read up to the newest message', async () => {
    const conversation = conversationAbout('Pather Panchali', [[SELLER, 'Still interested?']]);
    const requests = recordRequests();
    await openConversation(BUYER, conversation);

    await waitFor(() =>
      expect(requests.find(({ path }) => path.endsWith('/read'))?.body).toEqual({
        seq: expect.any(Number),
      }),
    );
    expect(conversation.read_up_to[BUYER]).toBe(conversationStore.messages.at(-1)!.seq);
  });

  it('replaces the box with the refusal when the admin stopped the reader', async () => {
    conversationStore.blocked.add(BUYER);
    await openConversation(BUYER, conversationAbout('Pather Panchali', [[SELLER, 'Hello']]));

    expect(await screen.findByText(SERVER_ERRORS.messagingBlocked)).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('gives way to the refusal when the admin stops the reader meanwhile', async () => {
    const { user } = await openConversation(BUYER, conversationAbout('Pather Panchali'));
    conversationStore.blocked.add(BUYER);

    await user.type(box(), 'Hello?{Enter}');
    // The conversation is asked again after the refusal: the box gives way to the refusal.
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
    expect(screen.getByText(SERVER_ERRORS.messagingBlocked)).toBeVisible();
  });

  it('shows the shared message when sending too fast (429), keeping the words', async () => {
    const { user } = await openConversation(BUYER, conversationAbout('Pather Panchali'));
    conversationStore.rateLimited = true;

    await user.type(box(), 'One more{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_ERRORS.tooManyRequests);
    expect(box()).toHaveValue('One more');
  });

  it('says so, keeping the words, when the message checks cannot be fetched', async () => {
    const { user } = await openConversation(BUYER, conversationAbout('Pather Panchali'));
    const requests = recordRequests();
    jest.spyOn(lazySchemas, 'loadSchemas').mockRejectedValueOnce(new Error('offline'));

    await user.type(box(), 'Still there?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(english('listing.actionFailed'));
    expect(box()).toHaveValue('Still there?');
    expect(sent(requests)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: english('messages.send') }));
    expect(await within(log()).findByText('Still there?')).toBeVisible();
  });

  it('reports the conversation with a reason', async () => {
    const conversation = conversationAbout('Pather Panchali', [[SELLER, 'Pay me first']]);
    const { user } = await openConversation(BUYER, conversation);

    await user.click(screen.getByRole('button', { name: english('messages.report') }));
    const dialog = await screen.findByRole('dialog', {
      name: english('reports.titleConversation'),
    });
    // The reason is required: the server's refusal shows in the dialog.
    await user.click(within(dialog).getByRole('button', { name: english('reports.send') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      VALIDATION.reportReasonRequired,
    );
    await user.type(within(dialog).getByLabelText(english('reports.reason')), 'Scam');
    await user.click(within(dialog).getByRole('button', { name: english('reports.send') }));

    await waitFor(() =>
      expect(
        moderationStore.reports.map(({ kind, target_id, reason }) => [kind, target_id, reason]),
      ).toEqual([['conversation', conversation._id, 'Scam']]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findAllByText(english('messages.reported'))).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: english('messages.report') })).toBeNull();
  });

  it('is not shown to someone outside the conversation', async () => {
    const conversation = conversationAbout('Pather Panchali', [[BUYER, 'Private']]);
    signedInAs('newseller@demo.test');
    renderRoute(`/dashboard/messages/${conversation._id}`);

    expect(await screen.findByText(SERVER_ERRORS.conversationNotFound)).toBeVisible();
    expect(screen.queryByText('Private')).not.toBeInTheDocument();
  });
});
