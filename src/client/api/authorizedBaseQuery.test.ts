import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '../../shared/apiPaths';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../shared/constants';
import { SERVER_ERRORS } from '../../shared/messages';
import { makeStore } from '../app/store';
import { apiUrl } from '../testing/handlers/apiUrl';
import { fakeAccessToken } from '../testing/handlers/identityHandlers';
import { renderRoute } from '../testing/renderWithProviders';
import { requestsTo, recordRequests } from '../testing/requestLog';
import { server } from '../testing/server';
import { fakeIdentity, signedInAs } from '../testing/session';
import { storeAccessToken } from './accessTokenStorage';
import { categoriesApi } from './categoriesApi';
import { usersApi } from './usersApi';

const EMAIL = 'seller@demo.test';
const ROLE_PATH = `/iswhat/${encodeURIComponent(EMAIL)}`;
const IS_SELLER_PATH = `/isseller/${encodeURIComponent(EMAIL)}`;

const storedToken = () => localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);

describe('authorized calls', () => {
  it('send the stored access token as bearer', async () => {
    signedInAs(EMAIL);
    const token = storedToken();
    const requests = recordRequests();
    const store = makeStore();

    const result = await store.dispatch(usersApi.endpoints.getRole.initiate(EMAIL));

    expect(result.data).toEqual({ role: 'seller' });
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([`GET ${ROLE_PATH}`]);
    expect(requests[0]?.authorization).toBe(`Bearer ${token}`);
  });

  it('send no bearer when nobody is signed in', async () => {
    const requests = recordRequests();
    const store = makeStore();

    await store.dispatch(categoriesApi.endpoints.getCategories.initiate());

    expect(requests).toHaveLength(1);
    expect(requests[0]?.authorization).toBeNull();
  });

  it.each([
    ['expired', -10],
    ['about to expire (within 30 s)', 20],
  ])('first replace an %s access token through POST /jwt', async (_case, secondsValid) => {
    signedInAs(EMAIL);
    const old = fakeAccessToken(EMAIL, secondsValid);
    storeAccessToken(old);
    const requests = recordRequests();
    const store = makeStore();

    const result = await store.dispatch(usersApi.endpoints.getRole.initiate(EMAIL));

    expect(result.data).toEqual({ role: 'seller' });
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /jwt',
      `GET ${ROLE_PATH}`,
    ]);
    const [jwt, role] = requests;
    expect(jwt?.authorization).toBe(`Bearer fake-id-token:${EMAIL}`);
    await waitFor(() => expect(jwt?.body).toEqual({ email: EMAIL }));
    const fresh = storedToken();
    expect(fresh).not.toBe(old);
    expect(role?.authorization).toBe(`Bearer ${fresh}`);
  });

  it('obtain an access token when none is stored', async () => {
    fakeIdentity.restoreSession(EMAIL, 'Rahim Uddin');
    const requests = recordRequests();
    const store = makeStore();

    const result = await store.dispatch(usersApi.endpoints.getRole.initiate(EMAIL));

    expect(result.data).toEqual({ role: 'seller' });
    expect(requestsTo(requests, 'POST', '/jwt')).toHaveLength(1);
    expect(requestsTo(requests, 'GET', ROLE_PATH)[0]?.authorization).toBe(
      `Bearer ${storedToken()}`,
    );
  });

  it('share one POST /jwt between calls that start together', async () => {
    signedInAs(EMAIL);
    storeAccessToken(fakeAccessToken(EMAIL, -10));
    const requests = recordRequests();
    const store = makeStore();

    const [role, isSeller] = await Promise.all([
      store.dispatch(usersApi.endpoints.getRole.initiate(EMAIL)),
      store.dispatch(usersApi.endpoints.isSeller.initiate(EMAIL)),
    ]);

    expect(role.data).toEqual({ role: 'seller' });
    expect(isSeller.data).toEqual({ isSeller: true });
    expect(requestsTo(requests, 'POST', '/jwt')).toHaveLength(1);
    const bearer = `Bearer ${storedToken()}`;
    expect(requestsTo(requests, 'GET', ROLE_PATH)[0]?.authorization).toBe(bearer);
    expect(requestsTo(requests, 'GET', IS_SELLER_PATH)[0]?.authorization).toBe(bearer);
  });

  it('sign the user out when a private call answers 401', async () => {
    server.use(
      http.get(apiUrl(API.roleOf.route), () =>
        HttpResponse.json(
          { statusCode: 401, error: 'Unauthorized', message: SERVER_ERRORS.accessTokenInvalid },
          { status: 401 },
        ),
      ),
    );
    signedInAs('buyer@demo.test');
    const { router } = renderRoute('/dashboard');

    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(
      await screen.findByText('Your session has ended. Please sign in again.'),
    ).toBeInTheDocument();
    expect(fakeIdentity.currentUser).toBeNull();
    expect(storedToken()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('sign the user out when the server refuses to renew an expired access token', async () => {
    server.use(
      http.post(apiUrl(API.jwt.route), () =>
        HttpResponse.json(
          { statusCode: 401, error: 'Unauthorized', message: SERVER_ERRORS.idTokenInvalid },
          { status: 401 },
        ),
      ),
    );
    signedInAs('buyer@demo.test');
    storeAccessToken(fakeAccessToken('buyer@demo.test', -10));
    const { router } = renderRoute('/dashboard');

    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(fakeIdentity.currentUser).toBeNull();
    expect(storedToken()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});
