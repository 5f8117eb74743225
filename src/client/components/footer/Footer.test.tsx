import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../testing/renderWithProviders';
import { SUPPORT_EMAIL } from './Footer';

describe('footer', () => {
  const renderFooter = () => {
    renderRoute('/');
    return screen.getByRole('contentinfo');
  };

  it('shows the tagline and the contacts: no phone, an e-mail address and the country', () => {
    const footer = renderFooter();

    expect(within(footer).getByText(/story/i)).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
    expect(within(footer).getByText('Phone: Not Found')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(within(footer).getByText('Address: Bangladesh')).toBeInTheDocument();
  });

  it('points the three social links and both policy links to the root path', () => {
    const footer = renderFooter();

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

  it('has a 2023 copyright line', () => {
    const footer = renderFooter();

    expect(within(footer).getByText(/copyright/i)).toHaveTextContent(
      'Copyright © 2023 Used Book Resale. All rights reserved.',
    );
  });
});
