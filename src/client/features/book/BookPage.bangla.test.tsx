import { screen } from '@testing-library/react';
import { toBanglaDigits } from '../../../shared/digits';
import { catalog as bangla } from '../../i18n/catalogs/bn';
import { serverListings } from '../../testing/handlers/listingsHandlers';
import { serverOrders } from '../../testing/handlers/ordersHandlers';
import { signedInAs } from '../../testing/session';
import { renderRouteIn } from '../../testing/renderWithProviders';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';

const TITLE = 'Pather Panchali';
const listing = () => serverListings.find(({ book_title }) => book_title === TITLE)!;

describe('the book page in Bangla', () => {
  it('shows the facts in Bangla, the prices in Bangla digits', async () => {
    await renderRouteIn('bn', `/book/${listing()._id}`);

    const heading = await screen.findByRole('heading', { level: 1, name: TITLE });
    expect(screen.getByRole('img', { name: `${TITLE} বইয়ের প্রচ্ছদ` })).toBeVisible();
    expect(screen.getByText(`৳${toBanglaDigits(String(listing().seller_price))}`)).toBeVisible();
    const details = screen.getByRole('region', { name: 'এই কপির বিবরণ' });
    expect(details).toHaveTextContent(bangla.search[`condition_${listing().condition}`]);
    expect(details).toHaveTextContent(bangla.listing[`location_${listing().location}`]);
    expect(
      screen.getByText('এই বইটি কিনতে, উইশলিস্টে রাখতে বা বিক্রেতাকে কিছু জিজ্ঞেস করতে সাইন ইন করুন।'),
    ).toBeVisible();
    // A Latin-letter title inherits the page's language.
    expect(heading).not.toHaveAttribute('lang');
    expectNoEnglishLeft();
  });

  it("says 'View your order' in Bangla to a buyer who ordered the book", async () => {
    const order = serverOrders.find(({ product_id }) => product_id === listing()._id)!;
    order.status = 'unpaid';
    signedInAs('buyer@demo.test');
    await renderRouteIn('bn', `/book/${listing()._id}`);

    expect(await screen.findByRole('link', { name: 'আপনার অর্ডার দেখুন' })).toHaveAttribute(
      'href',
      `/dashboard/orders/${order._id}`,
    );
    expectNoEnglishLeft();
  });
});
