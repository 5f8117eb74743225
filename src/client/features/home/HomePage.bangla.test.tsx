import { screen, within } from '@testing-library/react';
import { toBanglaDigits } from '../../../shared/digits';
import { translate } from '../../i18n/i18n';
import { categoryFixtures } from '../../testing/handlers/categoriesHandlers';
import { advertisementFixtures } from '../../testing/handlers/advertisementsHandlers';
import { contentTexts } from '../../testing/contentTexts';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import { renderRouteIn } from '../../testing/renderWithProviders';
import { bannerSlides } from './components/bannerSlides';
import { charityAbout } from './components/charityAboutContent';
import { faqItems } from './components/faqItems';
import { testimonial } from './components/testimonialContent';
import { charityAboutBn } from './components/charityAboutContent.bn';
import { faqItemsBn } from './components/faqItems.bn';

/** The home page's own English, kept outside the catalogues (its content modules). */
const englishContent = contentTexts([bannerSlides, faqItems, testimonial, charityAbout]);

describe('home page in Bangla', () => {
  it('shows no English: banner, advertised books, categories, testimonials, FAQ, about block', async () => {
    await renderRouteIn('bn', '/');
    await screen.findByRole('heading', { level: 1, name: /পুরোনো বই কিনুন ও বিক্রি করুন/ });
    const categories = await screen.findByRole('region', { name: 'ক্যাটাগরি অনুযায়ী বই দেখুন' });
    await within(categories).findAllByRole('article');
    const advertised = await screen.findByRole('region', { name: 'বিজ্ঞাপনের বই' });
    expect(within(advertised).getAllByRole('link')[0]).toHaveAccessibleName(
      `বিজ্ঞাপনের বই, ${toBanglaDigits(String(advertisementFixtures.length))}টির মধ্যে ১ নম্বর`,
    );

    expect(screen.getByRole('heading', { name: faqItemsBn[0]!.question })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: charityAboutBn.heading })).toBeInTheDocument();
    expect(document.title).toBe('হোম | Used Book Resale');
    expectNoEnglishLeft(document.body, englishContent);
  });

  it('names each category in Bangla and counts its books with Bangla digits', async () => {
    await renderRouteIn('bn', '/');
    const categories = await screen.findByRole('region', { name: 'ক্যাটাগরি অনুযায়ী বই দেখুন' });
    const fiction = categoryFixtures.find(({ total }) => total === 12)!;
    const card = (
      await within(categories).findByRole('heading', { name: fiction.category_name_bn })
    ).closest('article') as HTMLElement;

    expect(fiction.category_name_bn).toBe('কথাসাহিত্য');
    expect(
      within(card).getByText(fiction.description_bn.slice(0, 50), { exact: false }),
    ).toBeInTheDocument();
    expect(within(card).getByText('মোট বই: ১২টি')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: translate('labels.seeMore') }),
    ).toBeInTheDocument();
  });
});
