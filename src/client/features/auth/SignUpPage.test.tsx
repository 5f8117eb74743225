import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '../../../shared/apiPaths';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../../shared/constants';
import { SERVER_ERRORS } from '../../../shared/messages';
import { apiUrl } from '../../testing/handlers/apiUrl';
import { UPLOADED_IMAGE_URL } from '../../testing/handlers/uploadHandlers';
import { requestsTo, recordRequests } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { fakeIdentity } from '../../testing/session';

type Page = ReturnType<typeof renderRoute>;

/** A tiny PNG (signature and an empty IHDR chunk are enough: the client does not decode it). */
const photo = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'photo.png', {
    type: 'image/png',
  });

const NEW_SELLER = { name: 'Tania Akter', email: 'tania@demo.test', password: 'secret1' };

async function openSignUp(): Promise<Page> {
  const page = renderRoute('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Sign up' });
  return page;
}

type Entry = Partial<typeof NEW_SELLER> & { image?: File; role?: 'buyer' | 'seller' };

async function fillIn({ user }: Page, { name, email, password, image, role }: Entry) {
  if (name) await user.type(screen.getByLabelText('Name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (image) await user.upload(screen.getByLabelText('Image'), image);
  if (role) await user.selectOptions(screen.getByLabelText('Role'), role);
}

const submit = ({ user }: Page) => user.click(screen.getByRole('button', { name: 'Sign up' }));

describe('sign-up page', () => {
  it('asks for name, e-mail, password and image; the role is buyer unless chosen', async () => {
    const page = await openSignUp();
    const requests = recordRequests();

    expect(screen.getByLabelText('Role')).toHaveValue('buyer');
    await submit(page);

    expect(await screen.findByText('Enter Your Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter Your Name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter Your Email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please Enter a Password',
    );
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription('Please Enter your image');
    expect(requests).toEqual([]);
    expect(fakeIdentity.accounts.size).toBe(0);
  });

  it('limits the name to 20 characters and checks the e-mail format and password length', async () => {
    const page = await openSignUp();

    await fillIn(page, { name: 'A'.repeat(21), email: 'tania@demo', password: 'abcd' });
    await submit(page);

    expect(await screen.findByText('name must be less than 20 character')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Entered value does not match email format',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('min length is 5');

    // Twenty characters are allowed.
    await page.user.type(screen.getByLabelText('Name'), '{Backspace}');
    expect(screen.getByLabelText('Name')).toHaveValue('A'.repeat(20));
    expect(screen.queryByText('name must be less than 20 character')).not.toBeInTheDocument();
    expect(fakeIdentity.accounts.size).toBe(0);
  });

  it('creates a seller: account, uploaded photo, profile and user record, then home', async () => {
    const page = await openSignUp();
    const requests = recordRequests();

    await fillIn(page, { ...NEW_SELLER, image: photo(), role: 'seller' });
    expect(screen.getByRole('img', { name: 'Chosen picture' })).toBeInTheDocument();
    await submit(page);

    expect(await screen.findByText('profile created')).toBeInTheDocument();
    expect(await screen.findByText('profile updated')).toBeInTheDocument();
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/'));

    const accessToken = localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
    expect(accessToken).not.toBeNull();
    expect(requestsTo(requests, 'POST', '/jwt')[0]?.authorization).toBe(
      `Bearer fake-id-token:${NEW_SELLER.email}`,
    );
    const uploads = requestsTo(requests, 'POST', '/upload');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.authorization).toBe(`Bearer ${accessToken}`);
    await waitFor(() =>
      expect(requestsTo(requests, 'POST', '/g-users').map((request) => request.body)).toEqual([
        { name: NEW_SELLER.name, email: NEW_SELLER.email, role: 'seller', img: UPLOADED_IMAGE_URL },
      ]),
    );
    expect(fakeIdentity.currentUser).toMatchObject({
      email: NEW_SELLER.email,
      displayName: NEW_SELLER.name,
      photoURL: UPLOADED_IMAGE_URL,
    });
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('says in red under the form when the e-mail already has an account', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeIdentity.addAccount('buyer@demo.test', 'secret1', 'Karim Ahmed');
    const page = await openSignUp();
    const requests = recordRequests();

    await fillIn(page, { ...NEW_SELLER, email: 'buyer@demo.test', image: photo() });
    await submit(page);

    const failure = await screen.findByText(
      'An account already uses this e-mail. Sign in instead.',
    );
    expect(failure).toHaveClass('text-danger');
    expect(failure).toHaveAttribute('role', 'alert');
    expect(requests).toEqual([]);
    expect(fakeIdentity.currentUser).toBeNull();
    expect(page.router.state.location.pathname).toBe('/signup');
  });

  it('shows a failed upload, and a second submit resumes without a second account', async () => {
    server.use(
      http.post(
        apiUrl(API.upload.route),
        () =>
          HttpResponse.json(
            { statusCode: 400, error: 'Bad Request', message: SERVER_ERRORS.imageType },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    const page = await openSignUp();
    const requests = recordRequests();

    await fillIn(page, { ...NEW_SELLER, image: photo(), role: 'seller' });
    await submit(page);

    expect(await screen.findByText(SERVER_ERRORS.imageType)).toHaveAttribute('role', 'alert');
    expect(requestsTo(requests, 'POST', '/g-users')).toHaveLength(0);
    expect(page.router.state.location.pathname).toBe('/signup');

    await submit(page);

    await waitFor(() => expect(page.router.state.location.pathname).toBe('/'));
    expect(screen.queryByText(SERVER_ERRORS.imageType)).not.toBeInTheDocument();
    expect(
      screen.queryByText('An account already uses this e-mail. Sign in instead.'),
    ).not.toBeInTheDocument();
    expect(screen.getAllByText('profile created')).toHaveLength(1);
    expect(fakeIdentity.accounts.size).toBe(1);
    expect(requestsTo(requests, 'POST', '/upload')).toHaveLength(2);
    await waitFor(() =>
      expect(requestsTo(requests, 'POST', '/g-users').map((request) => request.body)).toEqual([
        { name: NEW_SELLER.name, email: NEW_SELLER.email, role: 'seller', img: UPLOADED_IMAGE_URL },
      ]),
    );
  });
});
