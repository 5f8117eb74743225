import { expect, test, type Page } from '@playwright/test';
import { shot } from './support/screenshots';

type Category = { _id: string; category_name: string; total: number };
type Advertisement = { _id: string; book_img: string };

async function shoot(page: Page, name: string, projectName: string) {
  await page.screenshot({ path: shot(name, projectName), fullPage: true });
}

test('home shows the banner, the advertised books and the categories from the database', async ({
  page,
  request,
}, testInfo) => {
  const categories = (await (await request.get('/api/Categories')).json()) as Category[];
  const advertisements = (await (await request.get('/api/adv')).json()) as Advertisement[];
  expect(categories.map((category) => category.category_name).sort()).toEqual([
    'Art and Collectibles',
    'Fiction',
    'Non Fiction',
  ]);
  expect(advertisements.length).toBeGreaterThanOrEqual(4);

  await page.goto('/');
  await expect(page).toHaveTitle('Home | Used Book Resale');
  const banner = page.getByRole('region', { name: 'Featured' });
  await expect(banner.locator('img[src="/images/banner/banner-1.svg"]')).toBeVisible();
  await banner.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(banner.locator('img[src="/images/banner/banner-2.svg"]')).toBeVisible();

  for (const category of categories) {
    const card = page.getByRole('article', { name: category.category_name, exact: true });
    await expect(card).toContainText(`total book: ${category.total}`);
    await expect(card.getByRole('link', { name: /See More!/ })).toHaveAttribute(
      'href',
      `/categorybooks/${category._id}`,
    );
  }
  for (const advertisement of advertisements) {
    await expect(page.locator(`img[src="${advertisement.book_img}"]`).first()).toBeAttached();
  }
  await page.waitForLoadState('networkidle');
  await shoot(page, 'home', testInfo.project.name);
});

test('the Books menu lists every category', async ({ page, request, isMobile }) => {
  const categories = (await (await request.get('/api/Categories')).json()) as Category[];
  await page.goto('/');
  if (isMobile) await page.getByRole('button', { name: /toggle navigation/i }).click();
  await page.getByRole('button', { name: 'Books', exact: true }).click();
  for (const category of categories) {
    await expect(page.getByRole('link', { name: category.category_name }).first()).toHaveAttribute(
      'href',
      `/categorybooks/${category._id}`,
    );
  }
});

test('about us shows the eight members of the team', async ({ page }, testInfo) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('About us | Used Book Resale');
  await expect(page.locator('main img[src^="/images/team/"]')).toHaveCount(8);
  await shoot(page, 'about', testInfo.project.name);
});

test('a blog question opens and closes', async ({ page }, testInfo) => {
  await page.goto('/blog');
  await expect(page).toHaveTitle('Blog | Used Book Resale');
  const question = page.getByRole('button', { name: /prototypal inheritance/i });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await shoot(page, 'blog', testInfo.project.name);
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
});

test('an unknown path shows the 404 screen', async ({ page }, testInfo) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText('Not Found').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
  await shoot(page, 'not-found', testInfo.project.name);
});
