import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '../../../shared/apiPaths';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../../shared/constants';
import { SERVER_ERRORS } from '../../../shared/messages';
import { apiUrl } from '../../testing/handlers/apiUrl';
import { errorResponse } from '../../testing/handlers/errorResponse';
import { requestsTo, recordRequests } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { fakeIdentity } from '../../testing/session';
import { english } from '../../testing/english';

const BUYER = { email: 'buyer@demo.test', password: 'secret1', name: 'Karim Ahmed' };

type Page = ReturnType<typeof renderRoute>;

async function openSignIn(path = '/signin'): Promise<Page> {
  const page = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  return page;
}

async function signIn({ user }: Page, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('sign-in page', () => {
  beforeEach(() => fakeIdentity.addAccount(BUYER.email, BUYER.password, BUYER.name));

  it('asks for the e-mail and the password', async () => {
    const page = await openSignIn();
    const requests = recordRequests();

    await signIn(page, '', '');

    expect(await screen.findByText('Enter Your Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter Your Email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('enter your password');
    expect(window.alert).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    expect(fakeIdentity.currentUser).toBeNull();
  });

  it('rejects an e-mail without the simple pattern and a password under 5 characters', async () => {
    const page = await openSignIn();

    await signIn(page, 'buyer@demo', 'abcd');

    expect(
      await screen.findByText('Entered value does not match email format'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Entered value does not match email format',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('min length is 5');
    expect(fakeIdentity.currentUser).toBeNull();
  });

  it('signs in, exchanges the Firebase ID token for the access token and goes home', async () => {
    const page = await openSignIn();
    const requests = recordRequests();

    await signIn(page, BUYER.email, BUYER.password);

    await waitFor(() => expect(page.router.state.location.pathname).toBe('/'));
    expect(window.alert).toHaveBeenCalledWith('user login succcessfull');
    const [jwt, ...more] = requestsTo(requests, 'POST', '/jwt');
    expect(more).toHaveLength(0);
    expect(jwt?.authorization).toBe(`Bearer fake-id-token:${BUYER.email}`);
    expect(jwt?.body).toEqual({ email: BUYER.email });
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('brings the user back to the page they were sent away from', async () => {
    const page = renderRoute('/dashboard/profile');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(page.router.state.location.pathname).toBe('/signin');

    await signIn(page, BUYER.email, BUYER.password);

    expect(await screen.findByRole('heading', { level: 1, name: BUYER.name })).toBeInTheDocument();
    expect(page.router.state.location.pathname).toBe('/dashboard/profile');
    expect(window.alert).toHaveBeenCalledWith('user login succcessfull');
  });

  it('shows a wrong password under the form, without the success alert', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await openSignIn();

    await signIn(page, BUYER.email, 'wrong-password');

    expect(await screen.findByText('Wrong e-mail or password.')).toHaveAttribute('role', 'alert');
    expect(logged).toHaveBeenCalled();
    expect(window.alert).not.toHaveBeenCalled();
    expect(page.router.state.location.pathname).toBe('/signin');
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('stays signed out when the server refuses the access token', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post(apiUrl(API.jwt.route), () =>
        HttpResponse.json(
          { statusCode: 401, error: 'Unauthorized', message: SERVER_ERRORS.idTokenInvalid },
          { status: 401 },
        ),
      ),
    );
    const page = await openSignIn();

    await signIn(page, BUYER.email, BUYER.password);

    expect(await screen.findByText(SERVER_ERRORS.idTokenInvalid)).toHaveAttribute('role', 'alert');
    expect(window.alert).not.toHaveBeenCalled();
    await waitFor(() => expect(fakeIdentity.currentUser).toBeNull());
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(page.router.state.location.pathname).toBe('/signin');
    // A sign-in that never started a session does not say one has ended.
    expect(screen.queryByText(english('clientErrors.sessionEnded'))).not.toBeInTheDocument();
  });

  it('sends the verification link when the address has an account this sign-in has not proven', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post(apiUrl(API.jwt.route), () => errorResponse(403, SERVER_ERRORS.verifyEmailToSignIn)),
    );
    const page = await openSignIn();

    await signIn(page, BUYER.email, BUYER.password);

    expect(await screen.findByText(SERVER_ERRORS.verifyEmailToSignIn)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(fakeIdentity.verificationMails).toEqual([BUYER.email]);
    await waitFor(() => expect(fakeIdentity.currentUser).toBeNull());
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
  });

  describe('Forgot password?', () => {
    it('asks for the e-mail first', async () => {
      const { user } = await openSignIn();

      await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

      expect(window.alert).toHaveBeenCalledWith('please enter your email');
      expect(fakeIdentity.resetMails).toEqual([]);
    });

    it('sends the reset mail to a known e-mail', async () => {
      const { user } = await openSignIn();

      await user.type(screen.getByLabelText('Email'), BUYER.email);
      await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

      await waitFor(() => expect(window.alert).toHaveBeenCalledWith('password reset mail sent!'));
      expect(fakeIdentity.resetMails).toEqual([BUYER.email]);
    });

    it('alerts the error for an unknown e-mail', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await openSignIn();

      await user.type(screen.getByLabelText('Email'), 'nobody@demo.test');
      await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

      await waitFor(() =>
        expect(window.alert).toHaveBeenCalledWith(
          'No account uses this e-mail. Create an account first.',
        ),
      );
      expect(window.alert).not.toHaveBeenCalledWith('password reset mail sent!');
    });
  });

  it('signs in with Google and registers the Google user as a buyer', async () => {
    fakeIdentity.setGoogleAccount('reader@gmail.test', 'Farhana Rahman');
    const { user, router } = await openSignIn();
    const requests = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));

    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('user login succcessfull'));
    await waitFor(() =>
      expect(requestsTo(requests, 'POST', '/g-users').map((request) => request.body)).toEqual([
        { name: 'Farhana Rahman', email: 'reader@gmail.test', role: 'buyer', img: '' },
      ]),
    );
    expect(requestsTo(requests, 'POST', '/jwt')[0]?.authorization).toBe(
      'Bearer fake-id-token:reader@gmail.test',
    );
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).not.toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('is also shown at /login', async () => {
    const { router } = await openSignIn('/login');

    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(router.state.location.pathname).toBe('/login');
  });
});
