import { screen, waitFor, within } from '@testing-library/react';
import { serverLanguageChosenAt, serverLanguages } from '../testing/handlers/preferencesHandlers';
import { recordRequests, requestsTo } from '../testing/requestLog';
import { renderRoute, renderRouteIn } from '../testing/renderWithProviders';
import { fakeIdentity, signedInAs } from '../testing/session';
import { LANGUAGE_CHOSEN_AT_KEY, LANGUAGE_STORAGE_KEY } from './languageThunks';

/** The about page, once its code is in (a test ending before would leave it to render outside act). */
const aboutPage = () => screen.findByRole('heading', { level: 1 });

describe('the language of a signed-in account', () => {
  it("follows the account: its Bangla, chosen on another device, replaces the device's English", async () => {
    serverLanguages.set('buyer@demo.test', 'bn');
    signedInAs('buyer@demo.test');
    const { store } = renderRoute('/about');
    await aboutPage();

    expect(await screen.findByRole('group', { name: 'ভাষা' })).toBeInTheDocument();
    expect(store.getState().language.current).toBe('bn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');
  });

  it("stores the device's language on an account that has none yet", async () => {
    signedInAs('buyer@demo.test');
    renderRoute('/about');
    await aboutPage();
    await waitFor(() => expect(serverLanguages.get('buyer@demo.test')).toBe('en'));
  });

  it('stores a switch on the account, so it follows the person to another device', async () => {
    serverLanguages.set('seller@demo.test', 'en');
    signedInAs('seller@demo.test');
    const { user } = renderRoute('/about');
    await aboutPage();
    const group = await screen.findByRole('group', { name: 'Language' });

    await user.click(within(group).getByRole('button', { name: 'বাংলা' }));

    await waitFor(() => expect(serverLanguages.get('seller@demo.test')).toBe('bn'));
    // Another person's choice is theirs alone.
    expect(serverLanguages.get('buyer@demo.test')).toBeUndefined();
  });

  it('stores nothing for a visitor who is not signed in', async () => {
    const { user } = renderRoute('/about');
    await aboutPage();
    await user.click(
      within(screen.getByRole('group', { name: 'Language' })).getByRole('button', {
        name: 'বাংলা',
      }),
    );
    await screen.findByRole('group', { name: 'ভাষা' });
    expect(serverLanguages.size).toBe(0);
  });
});

describe('the language at sign-in: the newer choice wins', () => {
  const BUYER = 'buyer@demo.test';
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  beforeEach(() => fakeIdentity.addAccount(BUYER, 'secret1', 'Karim Ahmed'));

  /** Signs in on the sign-in page as it reads in Bangla. */
  async function signInInBangla(user: ReturnType<typeof renderRoute>['user']) {
    await user.type(await screen.findByLabelText('ইমেইল'), BUYER);
    await user.type(screen.getByLabelText('পাসওয়ার্ড'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'লগ ইন' }));
  }

  it("keeps Bangla chosen just before signing in over the account's older English, and stores it", async () => {
    serverLanguages.set(BUYER, 'en');
    serverLanguageChosenAt.set(BUYER, hoursAgo(24));
    const { user, store } = renderRoute('/signin');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await user.click(
      within(screen.getByRole('group', { name: 'Language' })).getByRole('button', {
        name: 'বাংলা',
      }),
    );
    await screen.findByRole('group', { name: 'ভাষা' });
    const requests = recordRequests();

    await signInInBangla(user);

    await waitFor(() =>
      expect(requestsTo(requests, 'PUT', '/preferences')).toEqual([
        expect.objectContaining({ body: { language: 'bn' } }),
      ]),
    );
    await waitFor(() => expect(serverLanguages.get(BUYER)).toBe('bn'));
    expect(store.getState().language.current).toBe('bn');
    expect(screen.getByRole('group', { name: 'ভাষা' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');
  });

  it("switches to the account's English chosen after this device's Bangla, and stores nothing", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'bn');
    localStorage.setItem(LANGUAGE_CHOSEN_AT_KEY, hoursAgo(24));
    const accountChoice = hoursAgo(1);
    serverLanguages.set(BUYER, 'en');
    serverLanguageChosenAt.set(BUYER, accountChoice);
    const { user, store } = await renderRouteIn('bn', '/signin');
    const requests = recordRequests();

    await signInInBangla(user);

    expect(await screen.findByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(store.getState().language.current).toBe('en');
    // The device now remembers the account's choice, with the account's time.
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(localStorage.getItem(LANGUAGE_CHOSEN_AT_KEY)).toBe(accountChoice);
    expect(requestsTo(requests, 'PUT', '/preferences')).toEqual([]);
    expect(serverLanguageChosenAt.get(BUYER)).toBe(accountChoice);
  });
});
