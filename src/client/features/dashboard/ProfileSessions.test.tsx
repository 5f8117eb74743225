import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { API } from '../../../shared/apiPaths';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../../shared/constants';
import { SERVER_ERRORS } from '../../../shared/messages';
import { apiUrl } from '../../testing/handlers/apiUrl';
import { errorResponse } from '../../testing/handlers/errorResponse';
import { revokedAccounts } from '../../testing/handlers/sessionsHandlers';
import { english } from '../../testing/english';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { fakeIdentity, signedInAs } from '../../testing/session';

const EMAIL = 'buyer@demo.test';

async function openProfile() {
  signedInAs(EMAIL);
  const page = renderRoute('/dashboard/profile');
  await screen.findByRole('heading', { level: 1, name: 'Karim Ahmed' });
  return page;
}

const flag = (label: string) => screen.getByLabelText(new RegExp(`^${label}: (yes|no)$`));

describe('profile: the address and the sessions', () => {
  it('says an unverified address gets no mail, sends the link, and learns once it is verified', async () => {
    const { user } = await openProfile();
    expect(screen.getByText(english('dashboard.emailUnverifiedNote'))).toBeVisible();
    expect(flag('Email verified')).toHaveAccessibleName('Email verified: no');

    await user.click(screen.getByRole('button', { name: 'Verify your email' }));
    expect(
      await screen.findByText(english('dashboard.verificationSent', { email: EMAIL })),
    ).toBeVisible();
    expect(fakeIdentity.verificationMails).toEqual([EMAIL]);

    // Not opened yet: nothing changes.
    await user.click(screen.getByRole('button', { name: 'I have verified it' }));
    expect(await screen.findByText(english('dashboard.emailNotYetVerified'))).toBeVisible();
    expect(flag('Email verified')).toHaveAccessibleName('Email verified: no');

    // Opened: the flag turns, the note goes, and a new access token tells the server.
    const log = recordRequests();
    fakeIdentity.verifyEmail(EMAIL);
    await user.click(screen.getByRole('button', { name: 'I have verified it' }));
    expect(await screen.findByText(english('dashboard.emailNowVerified'))).toBeVisible();
    expect(flag('Email verified')).toHaveAccessibleName('Email verified: yes');
    expect(screen.queryByText(english('dashboard.emailUnverifiedNote'))).toBeNull();
    expect(requestsTo(log, 'POST', API.jwt.url())).toHaveLength(1);
  });

  it('says nothing of verifying to a person whose address is verified', async () => {
    fakeIdentity.verifyEmail(EMAIL);
    signedInAs(EMAIL);
    fakeIdentity.currentUser!.emailVerified = true;
    renderRoute('/dashboard/profile');
    await screen.findByRole('heading', { level: 1, name: 'Karim Ahmed' });
    expect(screen.queryByRole('button', { name: 'Verify your email' })).toBeNull();
    expect(screen.queryByText(english('dashboard.emailUnverifiedNote'))).toBeNull();
  });

  it('signs out everywhere after asking, then signs out here', async () => {
    const { user, router } = await openProfile();

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(dialog).toHaveTextContent(english('dashboard.signOutEverywhereBody'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revokedAccounts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const again = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(again).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByText(english('dashboard.signedOutEverywhere'))).toBeVisible();
    expect(revokedAccounts).toEqual([EMAIL]);
    await waitFor(() => expect(fakeIdentity.currentUser).toBeNull());
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('stays signed in and says so when the server refuses to sign out everywhere', async () => {
    server.use(
      http.post(apiUrl(API.revokeAllSessions.route), () =>
        errorResponse(429, SERVER_ERRORS.tooManyRequests),
      ),
    );
    const { user } = await openProfile();

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByText(SERVER_ERRORS.tooManyRequests)).toBeVisible();
    expect(fakeIdentity.currentUser).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Sign out everywhere?' })).toBeVisible();
  });
});
