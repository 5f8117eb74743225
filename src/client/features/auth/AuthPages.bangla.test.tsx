import { screen, waitFor } from '@testing-library/react';
import { translate } from '../../i18n/i18n';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import { renderRouteIn } from '../../testing/renderWithProviders';
import { fakeIdentity } from '../../testing/session';

const BUYER = { email: 'buyer@demo.test', password: 'secret1', name: 'Karim Ahmed' };

type Page = Awaited<ReturnType<typeof renderRouteIn>>;

/** The sign-in page in Bangla; its button and title are the labels' 'Login' in Bangla. */
async function openSignInInBangla(): Promise<Page> {
  const page = await renderRouteIn('bn', '/signin');
  await screen.findByRole('heading', { level: 1, name: translate('labels.login') });
  return page;
}

async function signIn({ user }: Page, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('ইমেইল'), email);
  if (password) await user.type(screen.getByLabelText('পাসওয়ার্ড'), password);
  await user.click(screen.getByRole('button', { name: translate('labels.login') }));
}

describe('account pages in Bangla', () => {
  beforeEach(() => fakeIdentity.addAccount(BUYER.email, BUYER.password, BUYER.name));

  it('shows the sign-in page and its field messages in Bangla', async () => {
    const page = await openSignInInBangla();
    expect(screen.getByRole('button', { name: 'Google দিয়ে চালিয়ে যান' })).toBeVisible();
    expectNoEnglishLeft();

    await signIn(page, '', '');

    expect(await screen.findByText('আপনার ইমেইল লিখুন')).toBeInTheDocument();
    expect(screen.getByLabelText('পাসওয়ার্ড')).toHaveAccessibleDescription('আপনার পাসওয়ার্ড লিখুন');
    expectNoEnglishLeft();
  });

  it("says a wrong password in Bangla, and a sign-in's alert too", async () => {
    const page = await openSignInInBangla();

    await signIn(page, BUYER.email, 'wrong-password');
    expect(await screen.findByText('ইমেইল বা পাসওয়ার্ড ভুল।')).toHaveAttribute('role', 'alert');

    await page.user.clear(screen.getByLabelText('পাসওয়ার্ড'));
    await signIn(page, '', BUYER.password);
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/'));
    expect(window.alert).toHaveBeenCalledWith('লগ ইন হয়েছে');
  });

  it('shows the sign-up page in Bangla, its roles named in Bangla but sent as the API says', async () => {
    const page = await renderRouteIn('bn', '/signup');
    await screen.findByRole('heading', { level: 1, name: 'সাইন আপ' });

    const role = screen.getByLabelText<HTMLSelectElement>('অ্যাকাউন্টের ধরন');
    expect([...role.options].map(({ value, text }) => [value, text])).toEqual([
      ['buyer', 'ক্রেতা'],
      ['seller', 'বিক্রেতা'],
    ]);
    expectNoEnglishLeft();

    await page.user.click(screen.getByRole('button', { name: 'সাইন আপ' }));
    expect(await screen.findByText('আপনার নাম লিখুন')).toBeInTheDocument();
    expect(screen.getByLabelText('ছবি')).toHaveAccessibleDescription('আপনার একটি ছবি দিন');
    expectNoEnglishLeft();
  });
});
