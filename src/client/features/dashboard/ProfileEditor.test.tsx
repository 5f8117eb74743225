import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { API } from '../../../shared/apiPaths';
import { SERVER_ERRORS, VALIDATION } from '../../../shared/messages';
import { translate } from '../../i18n/i18n';
import { english } from '../../testing/english';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import { apiUrl } from '../../testing/handlers/apiUrl';
import { errorResponse } from '../../testing/handlers/errorResponse';
import { serverPhones } from '../../testing/handlers/profileHandlers';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import { renderRoute, renderRouteIn } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { signedInAs } from '../../testing/session';
import { http } from 'msw';

const BUYER = 'buyer@demo.test';

/** The value next to a term of the profile card. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

async function openProfile() {
  signedInAs(BUYER);
  const page = renderRoute('/dashboard/profile');
  await screen.findByRole('button', { name: english('dashboard.editProfile') });
  return page;
}

async function fillIn(user: UserEvent, field: string, value: string) {
  // The form arrives in its own chunk after 'Edit profile'.
  const input = await screen.findByLabelText(field);
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe('editing the profile', () => {
  it('keeps a name and a mobile number, written with dashes, and shows them', async () => {
    const { user } = await openProfile();
    expect(fact('Phone')).toHaveTextContent('Not Found');
    const requests = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Karim Ahmed');
    await fillIn(user, 'Name', 'Karim Uddin');
    await fillIn(user, 'Mobile number', '01712-345678');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your profile is saved.')).toBeVisible();
    expect(requestsTo(requests, 'PUT', '/profile')[0]?.body).toEqual({
      name: 'Karim Uddin',
      phone: '01712345678',
    });
    await waitFor(() => expect(fact('Phone')).toHaveTextContent('01712345678'));
    expect(screen.getByRole('heading', { level: 1, name: 'Karim Uddin' })).toBeVisible();
    // The Firebase account takes the name too: the side menu shows it.
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: /View profile/ })).toHaveTextContent(
        'Karim Uddin',
      ),
    );
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
  });

  it('refuses a number that is not a Bangladeshi mobile, with the message, and sends nothing', async () => {
    const { user } = await openProfile();
    const requests = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await fillIn(user, 'Mobile number', '+44 7700 900123');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(VALIDATION.mobileFormat)).toBeVisible();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(requests, 'PUT', '/profile')).toHaveLength(0);
  });

  it('takes the number off when the field is emptied', async () => {
    serverPhones.set(BUYER, '01812345678');
    const { user } = await openProfile();
    expect(fact('Phone')).toHaveTextContent('01812345678');

    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await fillIn(user, 'Mobile number', '');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fact('Phone')).toHaveTextContent('Not Found'));
    expect(serverPhones.has(BUYER)).toBe(false);
  });

  it("shows the server's refusal in the open form", async () => {
    server.use(
      http.put(apiUrl(API.profile.route), () => errorResponse(404, SERVER_ERRORS.userNotFound)),
    );
    const { user } = await openProfile();

    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await fillIn(user, 'Mobile number', '01712345678');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_ERRORS.userNotFound);
    expect(screen.getByLabelText('Mobile number')).toHaveValue('01712345678');
    expect(fact('Phone')).toHaveTextContent('Not Found');
  });

  it('works in Bangla: Bangla digits typed, the number shown in Bangla digits', async () => {
    signedInAs(BUYER);
    const { user } = await renderRouteIn('bn', '/dashboard/profile');
    await user.click(
      await screen.findByRole('button', { name: translate('dashboard.editProfile') }),
    );
    await fillIn(user, translate('dashboard.fieldMobile'), '০১৯১২৩৪৫৬৭৮');
    await user.click(screen.getByRole('button', { name: translate('dashboard.saveProfile') }));

    expect(await screen.findByText(translate('dashboard.profileSaved'))).toBeVisible();
    await waitFor(() =>
      expect(fact(translate('dashboard.phone'))).toHaveTextContent('০১৯১২৩৪৫৬৭৮'),
    );
    expect(serverPhones.get(BUYER)).toBe('01912345678');

    await user.click(screen.getByRole('button', { name: translate('dashboard.editProfile') }));
    await fillIn(user, translate('dashboard.fieldMobile'), '12345');
    await user.click(screen.getByRole('button', { name: translate('dashboard.saveProfile') }));
    expect(
      await screen.findByText(
        'বাংলাদেশের একটি মোবাইল নম্বর দিন, যেমন ০১৭১২৩৪৫৬৭৮ বা +৮৮০১৭১২৩৪৫৬৭৮।',
      ),
    ).toBeVisible();
    expectNoEnglishLeft();
  });
});
