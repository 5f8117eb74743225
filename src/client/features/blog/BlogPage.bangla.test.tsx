import { screen } from '@testing-library/react';
import { contentTexts } from '../../testing/contentTexts';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import { renderRouteIn } from '../../testing/renderWithProviders';
import { blogQuestions } from './blogQuestions';

describe('blog page in Bangla', () => {
  it('shows the questions and their answers in Bangla, with no English left', async () => {
    const { user } = await renderRouteIn('bn', '/blog');

    expect(await screen.findByRole('heading', { level: 1, name: 'ব্লগ' })).toBeInTheDocument();
    const [first] = blogQuestions.bn;
    await user.click(screen.getByRole('button', { name: first!.question }));
    expect(screen.getByText(first!.answer[0]!)).toBeVisible();
    expect(document.title).toBe('ব্লগ | Used Book Resale');
    expectNoEnglishLeft(document.body, contentTexts(blogQuestions.en));
  });
});
