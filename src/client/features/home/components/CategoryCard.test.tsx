import { screen } from '@testing-library/react';
import { english } from '../../../testing/english';
import { categoryFixtures } from '../../../testing/handlers/categoriesHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { CategoryCard } from './CategoryCard';

describe('CategoryCard', () => {
  it('shows the image, name, a 100-character preview with "...", the total and a See More! link', () => {
    const [fixture] = categoryFixtures;
    if (!fixture) throw new Error('fixtures are empty');
    const description = `${'x'.repeat(100)}TAIL`;
    const { container } = renderWithProviders(
      <CategoryCard category={{ ...fixture, description, total: 7 }} />,
    );

    expect(screen.getByRole('heading', { name: fixture.category_name })).toBeInTheDocument();
    expect(screen.getByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
    expect(screen.queryByText(/TAIL/)).not.toBeInTheDocument();
    expect(screen.getByText(english('labels.totalBookCount', { count: 7 }))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: english('labels.seeMore') })).toHaveAttribute(
      'href',
      `/categorybooks/${fixture._id}`,
    );

    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', fixture.img);
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });
});
