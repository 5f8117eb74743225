import { screen, waitFor, within } from '@testing-library/react';
import { notifySuccess } from '../components/notify';
import { renderRoute, renderRouteIn } from '../testing/renderWithProviders';
import { loadLanguagePack } from './languagePacks';
import { languageChanged } from './languageSlice';
import { LANGUAGE_STORAGE_KEY, startingLanguage } from './languageThunks';

const languageSwitch = (name: string) => screen.getByRole('group', { name });

/** Sets what the browser says its reader prefers (navigator.languages), for one test. */
function browserPrefers(languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  jest.restoreAllMocks();
});

/** The about page, once its code is in (a test ending before would leave it to render outside act). */
const aboutPage = () => screen.findByRole('heading', { level: 1 });

describe('language switch', () => {
  it('switches the page to Bangla without a reload, with one named action', async () => {
    const { user, store } = renderRoute('/about');
    await aboutPage();
    const languages: string[] = [store.getState().language.current];
    store.subscribe(() => {
      const current = store.getState().language.current;
      if (languages.at(-1) !== current) languages.push(current);
    });

    await user.click(within(languageSwitch('Language')).getByRole('button', { name: 'বাংলা' }));

    const bangla = within(await screen.findByRole('group', { name: 'ভাষা' }));
    expect(bangla.getByRole('button', { name: 'বাংলা' })).toHaveAttribute('aria-pressed', 'true');
    expect(bangla.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(document.documentElement.lang).toBe('bn-BD');
    expect(store.getState().language.current).toBe('bn');
    // Redux DevTools show one 'language/languageChanged'; the store went from English to Bangla once.
    expect(languageChanged('bn').type).toBe('language/languageChanged');
    expect(languages).toEqual(['en', 'bn']);
  });

  it('names each language in itself, marked with its lang', async () => {
    renderRoute('/about');
    await aboutPage();
    const group = within(languageSwitch('Language'));
    expect(group.getByRole('button', { name: 'বাংলা' })).toHaveAttribute('lang', 'bn-BD');
    expect(group.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('is remembered on the device: the next start is in Bangla', async () => {
    const { user, unmount } = renderRoute('/about');
    await aboutPage();
    await user.click(within(languageSwitch('Language')).getByRole('button', { name: 'বাংলা' }));
    await screen.findByRole('group', { name: 'ভাষা' });
    unmount();

    // A reload: index.tsx starts in startingLanguage().
    expect(startingLanguage()).toBe('bn');
    await renderRouteIn(startingLanguage(), '/about');
    await aboutPage();
    expect(languageSwitch('ভাষা')).toBeInTheDocument();
  });

  it('switches back to English', async () => {
    const { user } = await renderRouteIn('bn', '/about');
    await aboutPage();
    await user.click(within(languageSwitch('ভাষা')).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('keeps English, and says so, when Bangla cannot be fetched', async () => {
    jest.spyOn(loadLanguagePack, 'bn').mockRejectedValueOnce(new Error('offline'));
    const { user, store } = renderRoute('/about');
    await aboutPage();

    await user.click(within(languageSwitch('Language')).getByRole('button', { name: 'বাংলা' }));

    expect(
      await screen.findByText('Bangla could not be loaded. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(store.getState().language.current).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});

describe('toasts', () => {
  it("name their close button in the reader's language", async () => {
    await renderRouteIn('bn', '/about');
    await aboutPage();
    notifySuccess('ঠিক আছে');
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByRole('button', { name: 'বন্ধ করুন' })).toBeInTheDocument();
  });
});

describe('starting language', () => {
  it('follows a browser that prefers Bangla on the first visit', () => {
    browserPrefers(['bn-BD', 'en-US']);
    expect(startingLanguage()).toBe('bn');
  });

  it('is English for any other browser language', () => {
    browserPrefers(['fr-FR', 'de']);
    expect(startingLanguage()).toBe('en');
    browserPrefers(['en-GB', 'bn']);
    expect(startingLanguage()).toBe('en');
  });

  it('prefers the device choice over the browser', async () => {
    browserPrefers(['bn']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(startingLanguage()).toBe('en');
    await waitFor(() => expect(document.documentElement.lang).not.toBe('bn-BD'));
  });
});
