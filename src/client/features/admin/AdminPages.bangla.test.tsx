import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translate } from '../../i18n/i18n';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import { renderRouteIn } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';

/** An admin page in Bangla, once its table is there. */
async function openAsAdminInBangla(path: string) {
  signedInAs('admin@demo.test');
  await renderRouteIn('bn', path);
  return screen.findByRole('table');
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('admin pages in Bangla', () => {
  it('shows All Buyers in Bangla', async () => {
    const table = await openAsAdminInBangla('/dashboard/allbuyers');

    expect(headers(table)).toEqual(['ছবি', 'নাম', 'ইমেইল']);
    expect(
      screen.getByRole('heading', { level: 1, name: translate('pages.allBuyers') }),
    ).toBeVisible();
    expectNoEnglishLeft();
  });

  it('shows All Seller in Bangla, its Verify buttons named in Bangla', async () => {
    const table = await openAsAdminInBangla('/dashboard/allsellers');

    expect(headers(table)).toEqual(['ছবি', 'নাম', 'ইমেইল', 'রেটিং', 'অ্যাকশন']);
    expect(
      within(table).getByRole('button', { name: 'Nusrat Jahan-কে যাচাই করুন' }),
    ).toHaveTextContent(translate('labels.verify'));
    expectNoEnglishLeft();
  });

  it('asks before verifying in Bangla, with what to weigh in Bangla digits', async () => {
    const table = await openAsAdminInBangla('/dashboard/allsellers');
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Nusrat Jahan-কে যাচাই করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nusrat Jahan-কে যাচাই করবেন?' });
    // The join date, in Bangla digits, once the summary is in.
    expect(await within(dialog).findByText(/২০২৬/)).toBeVisible();
    expectNoEnglishLeft();
  });
});
