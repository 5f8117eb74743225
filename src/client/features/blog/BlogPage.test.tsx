import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../testing/renderWithProviders';

describe('blog page', () => {
  it('lists the four questions', async () => {
    renderRoute('/blog');
    await screen.findByRole('heading', { level: 1, name: 'Blog' });

    const questions = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(questions.map((heading) => heading.textContent)).toEqual([
      'What are the different ways to manage state in a React application?',
      'How does prototypal inheritance work?',
      'What is a unit test? Why should we write unit tests?',
      'React vs. Angular vs. Vue?',
    ]);
  });

  it('opens an answer on click and closes it on a second click', async () => {
    const { user } = renderRoute('/blog');
    const question = await screen.findByRole('button', {
      name: 'How does prototypal inheritance work?',
    });
    const answer = screen
      .getByText(/hidden link, \[\[Prototype\]\]/)
      .closest('.accordion-collapse');

    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toHaveClass('show');

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await screen.findByText(/hidden link/, { selector: '.show *' });

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });
});
