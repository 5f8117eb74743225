import { screen, within } from '@testing-library/react';
import { translate } from '../i18n/i18n';
import { english } from '../testing/english';
import { serverListings } from '../testing/handlers/listingsHandlers';
import { BUYER, bookTitled } from '../testing/messagesTestKit';
import { renderRoute, renderRouteIn } from '../testing/renderWithProviders';
import { signedInAs } from '../testing/session';

const FOR_SALE = 'Pather Panchali';
const SOLD = 'Lalsalu';
const idOf = (title: string) => serverListings.find(({ book_title }) => book_title === title)!._id;

const TIPS = ['safety.meetInPublic', 'safety.checkBeforeCash', 'safety.noMoneyAhead'] as const;

/** The tips' region, named by its heading, in the language shown. */
const tipsRegion = (name: string) => screen.getByRole('region', { name });

describe('safety tips', () => {
  it('show on the page of a book for sale: meet in public, check before paying cash, no money ahead', async () => {
    renderRoute(`/book/${idOf(FOR_SALE)}`);
    await screen.findByRole('heading', { level: 1, name: FOR_SALE });

    const tips = tipsRegion('Stay safe when you buy');
    expect(within(tips).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Stay safe when you buy',
    );
    expect(
      within(tips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(TIPS.map((tip) => english(tip)));
    expect(within(tips).getByText(/Meet in a public place/)).toBeVisible();
    expect(within(tips).getByText(/before you pay cash/)).toBeVisible();
    expect(within(tips).getByText(/Never send money ahead/)).toBeVisible();
  });

  it('are not shown for a sold book', async () => {
    renderRoute(`/book/${idOf(SOLD)}`);
    await screen.findByRole('heading', { level: 1, name: SOLD });

    expect(screen.getByText(english('book.soldNote'))).toBeVisible();
    expect(screen.queryByRole('region', { name: english('safety.title') })).toBeNull();
  });

  it('show in Bangla on a Bangla page', async () => {
    await renderRouteIn('bn', `/book/${idOf(FOR_SALE)}`);
    await screen.findByRole('heading', { level: 1, name: FOR_SALE });

    const tips = tipsRegion('নিরাপদে কেনাকাটা করুন');
    expect(
      within(tips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(TIPS.map((tip) => translate(tip)));
    expect(within(tips).getByText(/লোকজন আছে এমন জায়গায় দেখা করুন/)).toBeVisible();
  });

  it("show above the box of a buyer's first message to the seller", async () => {
    signedInAs(BUYER);
    renderRoute(`/dashboard/messages/about/${bookTitled(FOR_SALE)._id}`);

    await screen.findByRole('textbox', { name: english('messages.composeLabel') });
    expect(tipsRegion(english('safety.title'))).toBeVisible();
  });
});
