import { screen, waitFor, within } from '@testing-library/react';
import { banglaErrors } from '../../i18n/errors/bn';
import { API } from '../../../shared/apiPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import { translate } from '../../i18n/i18n';
import { CATEGORY_IDS, serverListings } from '../../testing/handlers/listingsHandlers';
import { UPLOADED_IMAGE_URL } from '../../testing/handlers/uploadHandlers';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import { renderRouteIn } from '../../testing/renderWithProviders';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import { signedInAs } from '../../testing/session';
import { failOnce, LISTING } from '../../testing/addListingTestKit';

type Page = Awaited<ReturnType<typeof renderRouteIn>>;

/** Add Product in Bangla, as a seller, once its form (which waits for the categories) is there. */
async function openAddListingInBangla(): Promise<Page> {
  signedInAs('seller@demo.test');
  const page = await renderRouteIn('bn', '/dashboard/addproduct');
  await screen.findByRole('heading', { level: 1, name: translate('pages.addProduct') });
  await screen.findByLabelText('বইয়ের নাম');
  return page;
}

const photo = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' });

async function enter({ user }: Page, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/** Every field of Add Product, prices in Bangla digits, and a photo. */
async function fillInBangla(page: Page) {
  await enter(page, 'বইয়ের নাম', LISTING.title);
  await enter(page, 'বিক্রির দাম (টাকা)', '২৫০');
  await enter(page, 'আসল দাম (টাকা)', '৪০০.৫০');
  await enter(page, 'কতদিন ব্যবহার হয়েছে', LISTING.used);
  await enter(page, 'মোবাইল নম্বর', LISTING.mobile);
  await page.user.selectOptions(screen.getByLabelText('ক্যাটাগরি'), 'প্রবন্ধ ও তথ্যমূলক');
  await page.user.selectOptions(screen.getByLabelText('অবস্থা'), 'মোটামুটি');
  await page.user.selectOptions(screen.getByLabelText('এলাকা'), 'খুলনা');
  await enter(page, 'বিবরণ', LISTING.description);
  await enter(page, 'অন্যান্য তথ্য', LISTING.information);
  await page.user.upload(screen.getByLabelText('ছবি'), photo());
}

describe('selling in Bangla', () => {
  it('shows Add Product in Bangla: labels, option names and field messages', async () => {
    const page = await openAddListingInBangla();

    // The options read in Bangla; their values stay the API's English ones.
    const condition = screen.getByLabelText<HTMLSelectElement>('অবস্থা');
    expect([...condition.options].map(({ value, text }) => [value, text])).toEqual([
      ['excellent', 'খুব ভালো'],
      ['good', 'ভালো'],
      ['fair', 'মোটামুটি'],
    ]);
    const location = screen.getByLabelText<HTMLSelectElement>('এলাকা');
    expect(location).toHaveValue('Dhaka');
    expect(location).toHaveDisplayValue('ঢাকা');
    expectNoEnglishLeft();

    await page.user.click(screen.getByRole('button', { name: translate('pages.addProduct') }));
    expect(await screen.findByLabelText('বইয়ের নাম')).toHaveAccessibleDescription(
      'বইয়ের নাম দিতে হবে',
    );
    expect(screen.getByLabelText('ছবি')).toHaveAccessibleDescription('ছবি দিতে হবে');
    expectNoEnglishLeft();
  });

  it('takes prices typed in Bangla digits as numbers and toasts in Bangla', async () => {
    const page = await openAddListingInBangla();
    const requests = recordRequests();

    await fillInBangla(page);
    expect(screen.getByRole('img', { name: 'বেছে নেওয়া ছবি' })).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: translate('pages.addProduct') }));

    expect(
      await screen.findByText(`"${LISTING.title}" বইটি সফলভাবে যোগ করা হয়েছে।`),
    ).toBeInTheDocument();
    const [addListing] = requestsTo(requests, 'POST', '/addbook');
    await waitFor(() =>
      expect(addListing?.body).toMatchObject({
        seller_price: 250,
        original_price: 400.5,
        category_id: CATEGORY_IDS.nonFiction,
        condition: 'fair',
        location: 'Khulna',
        book_img: UPLOADED_IMAGE_URL,
      }),
    );
  });

  it('says in Bangla that a resale price under the card minimum is too low', async () => {
    const page = await openAddListingInBangla();

    await enter(page, 'বিক্রির দাম (টাকা)', '৬৯.৯৯');
    await page.user.click(screen.getByRole('button', { name: translate('pages.addProduct') }));

    expect(await screen.findByLabelText('বিক্রির দাম (টাকা)')).toHaveAccessibleDescription(
      banglaErrors.priceBelowMinimum,
    );
    expect(banglaErrors.priceBelowMinimum).toContain('৳৭০');
    expectNoEnglishLeft();
  });

  it('says in Bangla why the server refused a photo too large to decode', async () => {
    failOnce('post', API.upload.route, 400, SERVER_ERRORS.imageDimensionsTooLarge);
    const page = await openAddListingInBangla();
    await fillInBangla(page);
    await page.user.click(screen.getByRole('button', { name: translate('pages.addProduct') }));

    expect(
      await screen.findByText(
        'ছবিটি অনেক বড়: এক পাশে সর্বোচ্চ ১০,০০০ পিক্সেল, আর সব মিলিয়ে সর্বোচ্চ ৬৪ মেগাপিক্সেল হতে পারে।',
      ),
    ).toHaveAttribute('role', 'alert');
    expectNoEnglishLeft();
  });

  it('shows My Products in Bangla, prices in Bangla digits', async () => {
    signedInAs('seller@demo.test');
    await renderRouteIn('bn', '/dashboard/myproducts');
    const section = await screen.findByRole('region', { name: translate('pages.myProducts') });
    await within(section).findAllByRole('article');

    expect(within(section).getAllByText(/^৳[০-৯,]+/).length).toBeGreaterThan(0);
    expect(within(section).queryByText(/TK \d/)).not.toBeInTheDocument();
    expectNoEnglishLeft();
  });

  it('shows Edit Product in Bangla, its unpaid-orders note too, and toasts in Bangla', async () => {
    signedInAs('seller@demo.test');
    const listing = serverListings.find(
      ({ book_title }) => book_title === 'The God of Small Things',
    );
    const page = await renderRouteIn('bn', `/dashboard/editproduct/${listing?._id}`);
    await screen.findByRole('heading', { level: 1, name: translate('selling.editProduct') });
    await screen.findByLabelText('বইয়ের নাম');

    expect(screen.getByText(translate('selling.unpaidOrdersNote'))).toBeVisible();
    expect(screen.getByRole('img', { name: 'এখনকার ছবি' })).toBeInTheDocument();
    expect(document.title).toMatch(/^বইয়ের তথ্য এডিট করুন/);
    expectNoEnglishLeft();

    await page.user.click(screen.getByRole('button', { name: 'পরিবর্তন সেভ করুন' }));
    expect(await screen.findByText('বইয়ের তথ্য আপডেট হয়েছে')).toBeInTheDocument();
  });
});
