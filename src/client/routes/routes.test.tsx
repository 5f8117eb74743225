import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../testing/renderWithProviders';

describe('routes', () => {
  it.each([
    ['/', 'Home | Used Book Resale'],
    ['/home', 'Home | Used Book Resale'],
    ['/about', 'About us | Used Book Resale'],
    ['/blog', 'Blog | Used Book Resale'],
    ['/search', 'Search | Used Book Resale'],
    ['/search?q=sapiens', '"sapiens" – Search | Used Book Resale'],
    ['/missing', 'Not Found | Used Book Resale'],
  ])('titles %s "%s"', async (path, title) => {
    renderRoute(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('keeps the header and footer around every page', async () => {
    renderRoute('/blog');
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('navigates between pages from the header', async () => {
    const { user, router } = renderRoute('/');

    await user.click(screen.getByRole('link', { name: 'About us' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meet our team' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');

    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(
      await screen.findByRole('region', { name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });
});
