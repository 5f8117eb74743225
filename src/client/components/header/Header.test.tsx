import { screen, within } from '@testing-library/react';
import { categoryFixtures } from '../../testing/handlers/categoriesHandlers';
import { renderRoute } from '../../testing/renderWithProviders';

describe('header', () => {
  it('links the logo, Home, About us, Blog and Sign in', () => {
    renderRoute('/');
    const navigation = screen.getByRole('navigation', { name: '' });
    const hrefOf = (name: string) =>
      within(navigation).getByRole('link', { name }).getAttribute('href');

    expect(hrefOf('Used Book Resale')).toBe('/');
    expect(hrefOf('Home')).toBe('/home');
    expect(hrefOf('About us')).toBe('/about');
    expect(hrefOf('Blog')).toBe('/blog');
    expect(hrefOf('Sign in')).toBe('/signin');
  });

  it('lists the categories in the Books menu, each linking to its books', async () => {
    const { user } = renderRoute('/about');
    const navigation = screen.getByRole('navigation', { name: '' });

    await user.click(within(navigation).getByRole('button', { name: 'Books' }));

    for (const category of categoryFixtures) {
      expect(
        await within(navigation).findByRole('link', { name: category.category_name }),
      ).toHaveAttribute('href', `/categorybooks/${category._id}`);
    }
  });

  it('opens the phone menu with a toggle button', async () => {
    const { user } = renderRoute('/');
    const toggle = screen.getByRole('button', { name: 'Toggle navigation' });

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // Choosing a link closes the menu again.
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
