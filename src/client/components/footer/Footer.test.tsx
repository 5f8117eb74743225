import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../testing/renderWithProviders';
import { SUPPORT_EMAIL } from './Footer';

describe('footer', () => {
  // Once the home page's code (a chunk of its own) is in, so the test ends with the page shown.
  const renderFooter = async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: /buy and sell used books/ });
    return screen.getByRole('contentinfo');
  };

  it('shows the tagline and the contacts: no phone, an e-mail address and the country', async () => {
    const footer = await renderFooter();

    expect(within(footer).getByText(/story/i)).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
    expect(within(footer).getByText('Phone: Not Found')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(within(footer).getByText('Address: Bangladesh')).toBeInTheDocument();
  });

  it('points the three social links and both policy links to the root path', async () => {
    const footer = await renderFooter();

    for (const name of [
      'Facebook',
      'Twitter',
      'LinkedIn',
      'Privacy Policy',
      'Terms & Conditions',
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', '/');
    }
  });

  it('has a 2023 copyright line', async () => {
    const footer = await renderFooter();

    expect(within(footer).getByText(/copyright/i)).toHaveTextContent(
      'Copyright © 2023 Used Book Resale. All rights reserved.',
    );
  });
});
