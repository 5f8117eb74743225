import { screen } from '@testing-library/react';
import { activateLanguage } from '../../i18n/activeLanguage';
import { bangla, english } from '../../testing/english';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SellerRatingBadge } from './SellerRatingBadge';

describe('SellerRatingBadge', () => {
  it.each([
    [4, 12, '4.0 (12)', 'Rated 4.0 out of 5 by 12 buyers'],
    [4.5, 1, '4.5 (1)', 'Rated 4.5 out of 5 by 1 buyer'],
    [2.3, 1_250, '2.3 (1,250)', 'Rated 2.3 out of 5 by 1,250 buyers'],
  ])(
    'shows an average of %s (count %s) with one decimal, read as a sentence',
    async (average, count, shown, sentence) => {
      renderWithProviders(<SellerRatingBadge rating={{ average, count }} />);

      const badge = await screen.findByRole('img');
      // The star is drawn by CSS; the text is the figures.
      expect(badge).toHaveTextContent(new RegExp(`^${shown.replace(/[.()]/g, '\\$&')}$`));
      expect(badge).toHaveAccessibleName(sentence);
      expect(badge.querySelector('.seller-rating__star')).toHaveAttribute('aria-hidden', 'true');
    },
  );

  it("says 'New seller' before the first review", async () => {
    renderWithProviders(<SellerRatingBadge rating={{ average: null, count: 0 }} />);

    expect(await screen.findByText(english('listing.newSeller'))).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('writes the figures and the sentence in Bangla digits in Bangla', async () => {
    await activateLanguage('bn');
    renderWithProviders(<SellerRatingBadge rating={{ average: 4, count: 12 }} />, {
      preloadedState: { language: { current: 'bn' } },
    });

    const badge = await screen.findByRole('img');
    expect(badge).toHaveTextContent(/^৪\.০ \(১২\)$/);
    expect(badge).toHaveAccessibleName(
      bangla('listing.ratingDescription', { average: '৪.০', count: 12 }),
    );
  });
});
