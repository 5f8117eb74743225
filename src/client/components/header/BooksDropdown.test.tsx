import { screen, within } from '@testing-library/react';
import { categoryFixtures } from '../../testing/handlers/categoriesHandlers';
import { renderRoute } from '../../testing/renderWithProviders';

const [first, second] = categoryFixtures.map((category) => category.category_name);

function booksMenu() {
  const navigation = screen.getByRole('navigation', { name: '' });
  return {
    button: within(navigation).getByRole('button', { name: 'Books' }),
    list: () => within(navigation).queryByRole('list', { name: 'Books' }),
    entry: (name = '') => within(navigation).getByRole('link', { name }),
  };
}

/** Renders the blog page and waits for the menu's entries (hidden until it opens). */
async function renderWithCategories() {
  const rendered = renderRoute('/blog');
  const menu = booksMenu();
  expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  expect(menu.list()).not.toBeInTheDocument();
  expect(await screen.findAllByRole('link', { name: first, hidden: true })).not.toHaveLength(0);
  return { ...rendered, menu };
}

describe('Books menu', () => {
  it('is a button that shows and hides the list of categories it controls', async () => {
    const { user, menu } = await renderWithCategories();
    expect(menu.button).toHaveAttribute('aria-expanded', 'false');
    expect(menu.button).toHaveAttribute('aria-controls', 'books-menu-list');

    await user.click(menu.button);
    expect(menu.button).toHaveAttribute('aria-expanded', 'true');
    expect(menu.list()).toHaveAttribute('id', 'books-menu-list');
    expect(within(menu.list()!).getAllByRole('link')).toHaveLength(categoryFixtures.length);

    await user.click(menu.button);
    expect(menu.button).toHaveAttribute('aria-expanded', 'false');
    expect(menu.list()).not.toBeInTheDocument();
  });

  it('opens and walks its entries with the arrow keys; Escape closes it back on the button', async () => {
    const { user, menu } = await renderWithCategories();
    menu.button.focus();

    await user.keyboard('{ArrowDown}');
    expect(menu.button).toHaveAttribute('aria-expanded', 'true');
    expect(menu.button).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(menu.entry(first)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(menu.entry(second)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(menu.button).toHaveFocus();

    await user.keyboard('{ArrowDown}{Escape}');
    expect(menu.list()).not.toBeInTheDocument();
    expect(menu.button).toHaveFocus();
  });

  it('closes when the focus or a click goes elsewhere', async () => {
    const { user, menu } = await renderWithCategories();
    await user.click(menu.button);
    // Tab walks through its entries first, then out of it.
    for (let step = 0; step <= categoryFixtures.length; step += 1) await user.tab();
    expect(menu.list()).not.toBeInTheDocument();

    await user.click(menu.button);
    await user.click(screen.getByRole('heading', { level: 1, name: 'Blog' }));
    expect(menu.list()).not.toBeInTheDocument();
  });

  it('closes itself and the phone menu once an entry is chosen', async () => {
    const { user, menu } = await renderWithCategories();
    const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
    await user.click(toggle);
    await user.click(menu.button);

    await user.click(menu.entry(first));

    // A category page asks a signed-out visitor to sign in.
    expect(await screen.findByRole('button', { name: 'Login' })).toBeVisible();
    expect(booksMenu().list()).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
