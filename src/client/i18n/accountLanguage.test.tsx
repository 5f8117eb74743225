import { screen, waitFor, within } from '@testing-library/react';
import { serverLanguages } from '../testing/handlers/preferencesHandlers';
import { renderRoute } from '../testing/renderWithProviders';
import { signedInAs } from '../testing/session';
import { LANGUAGE_STORAGE_KEY } from './languageThunks';

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
