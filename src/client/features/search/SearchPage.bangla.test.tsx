import { screen, within } from '@testing-library/react';
import { renderRoute, renderRouteIn } from '../../testing/renderWithProviders';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import { resultCount, seedSearchListings } from '../../testing/searchTestKit';

beforeEach(() => seedSearchListings());

const chips = () =>
  within(screen.getByRole('group', { name: 'চালু থাকা ফিল্টার' }))
    .getAllByRole('button')
    .map((chip) => chip.textContent);

describe('search page in Bangla', () => {
  it('shows the results, the count in Bangla digits and the filters in Bangla', async () => {
    await renderRouteIn('bn', '/search');

    expect(await screen.findByRole('heading', { level: 1, name: 'সব বই' })).toBeVisible();
    await screen.findAllByRole('article');
    expect(resultCount()).toBe('৫টি বই');
    expect(document.title).toBe('সার্চ | Used Book Resale');
    expect(screen.getByRole('combobox', { name: 'সাজান' })).toHaveDisplayValue('নতুনগুলো আগে');
    expectNoEnglishLeft();
  });

  it('names the filters in Bangla while the address and the API keep their English values', async () => {
    await renderRouteIn('bn', '/search?q=harari&location=Dhaka&condition=excellent&minPrice=800');

    expect(await screen.findByRole('article', { name: 'Sapiens' })).toBeInTheDocument();
    // One book: Bangla has one plural form, in Bangla digits.
    expect(resultCount()).toBe('১টি বই');
    expect(screen.getByRole('combobox', { name: 'এলাকা' })).toHaveDisplayValue('ঢাকা');
    expect(screen.getByRole('combobox', { name: 'অবস্থা' })).toHaveDisplayValue('খুব ভালো');
    expect(chips()).toEqual(['সর্বনিম্ন ৳৮০০×', 'অবস্থা: খুব ভালো×', 'এলাকা: ঢাকা×', 'সব ফিল্টার সরান']);
    expect(document.title).toBe('"harari" – সার্চ | Used Book Resale');
    expectNoEnglishLeft();
  });

  it('says in Bangla that nothing matches', async () => {
    await renderRouteIn('bn', '/search?q=nothing-like-this&verified=true');

    expect(
      await screen.findByText('এই ফিল্টারগুলো দিয়ে আপনার খোঁজের সাথে মেলে এমন কোনো বই পাওয়া যায়নি।'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'ফিল্টার ছাড়া খুঁজুন' })).toBeVisible();
    expect(resultCount()).toBe('০টি বই');
    expectNoEnglishLeft();
  });

  it('takes a price typed in Bangla digits and sends it in ASCII digits', async () => {
    const { user, router } = await renderRouteIn('bn', '/search');
    await screen.findAllByRole('article');

    await user.type(screen.getByRole('textbox', { name: 'সর্বনিম্ন' }), '৮০০{Enter}');

    expect(new URLSearchParams(router.state.location.search).get('minPrice')).toBe('800');
    expect(await screen.findByRole('button', { name: 'ফিল্টার সরান: সর্বনিম্ন ৳৮০০' })).toBeVisible();
  });

  it('keeps the search criteria in the address when the language is switched', async () => {
    const address = '?q=harari&location=Dhaka&sort=price_desc';
    const { user, router } = renderRoute(`/search${address}`);
    await screen.findByRole('article', { name: 'Sapiens' });

    const [switcher] = screen.getAllByRole('group', { name: 'Language' });
    await user.click(within(switcher!).getByRole('button', { name: 'বাংলা' }));

    expect(await screen.findByRole('combobox', { name: 'এলাকা' })).toHaveDisplayValue('ঢাকা');
    expect(router.state.location.search).toBe(address);
    expect(screen.getByRole('combobox', { name: 'সাজান' })).toHaveDisplayValue('দাম: বেশি থেকে কম');
    expect(resultCount()).toBe('২টি বই');
  });
});
