import { screen } from '@testing-library/react';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import { renderRouteIn } from '../../testing/renderWithProviders';

describe('error screens in Bangla', () => {
  it('words the 404 of an unknown path in Bangla, inside the layout', async () => {
    await renderRouteIn('bn', '/no/such/page');

    expect(
      await screen.findByRole('heading', { level: 1, name: '404 পাওয়া যায়নি' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ত্রুটি: "/no/such/page" ঠিকানায় কোনো পাতা নেই')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোমপেজে ফিরে যান' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('পাতাটি পাওয়া যায়নি | Used Book Resale');
    expectNoEnglishLeft();
  });
});
