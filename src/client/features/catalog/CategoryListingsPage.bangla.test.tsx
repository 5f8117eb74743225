import { screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import { bn } from 'date-fns/locale/bn';
import { toBanglaDigits } from '../../../shared/digits';
import {
  CATEGORY_IDS,
  listingFixture,
  resetListings,
} from '../../testing/handlers/listingsHandlers';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import { renderRouteIn } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';

async function openFictionIn() {
  signedInAs('buyer@demo.test');
  const rendered = await renderRouteIn('bn', `/categorybooks/${CATEGORY_IDS.fiction}`);
  // The category by its Bangla name (GET /Categories' category_name_bn).
  await screen.findByRole('heading', { level: 1, name: 'কথাসাহিত্য' });
  await screen.findAllByRole('article');
  return rendered;
}

const cardTitled = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('article') as HTMLElement;

describe('category page in Bangla', () => {
  it('shows the category books with no English left but the books and the category', async () => {
    await openFictionIn();

    expect(document.title).toBe('বইয়ের তালিকা | Used Book Resale');
    expectNoEnglishLeft();
  });

  it("writes a card's prices with ৳ and Bangla digits, and its post date and time in Bangla", async () => {
    await openFictionIn();
    const card = cardTitled('The Old Man and the Sea');
    // The fixture's post instant, 2026-11-19T08:00Z, in the reader's (the test's) time zone.
    const posted = new Date('2026-11-19T08:00:00.000Z');

    expect(within(card).getByText('৳২৫০')).toBeInTheDocument();
    expect(within(card).getByText('৳৪০০')).toBeInTheDocument();
    // Day, month, year; the time after the part of the day, on the 12-hour clock.
    expect(
      within(card).getByText(toBanglaDigits(format(posted, 'd MMMM yyyy', { locale: bn }))),
    ).toBeInTheDocument();
    expect(
      within(card).getByText(
        new RegExp(`^(ভোর|সকাল|দুপুর|বিকাল|সন্ধ্যা|রাত) ${toBanglaDigits(format(posted, 'h:mm'))}$`),
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText('ভালো')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'এখনই কিনুন!' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'উইশলিস্টে যোগ করুন' })).toBeEnabled();
  });

  it('marks a title and a description written in Bangla with their language', async () => {
    resetListings([
      listingFixture({ book_title: 'The Old Man and the Sea' }),
      listingFixture({ book_title: 'লালসালু', description: 'গ্রামবাংলার জীবন নিয়ে উপন্যাস।' }),
    ]);
    await openFictionIn();

    expect(screen.getByRole('heading', { name: 'লালসালু' })).toHaveAttribute('lang', 'bn-BD');
    expect(screen.getByText(/গ্রামবাংলার জীবন/)).toHaveAttribute('lang', 'bn-BD');
    // A Latin title may be English or romanised Bangla: it inherits the page's language.
    expect(screen.getByRole('heading', { name: 'The Old Man and the Sea' })).not.toHaveAttribute(
      'lang',
    );
  });
});
