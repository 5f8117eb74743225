import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../testing/renderWithProviders';

describe('about page', () => {
  it('shows 8 team members, each with a photo, name, role, text and two social links', async () => {
    renderRoute('/about');

    const team = await screen.findByRole('list', { name: 'Team members' });
    const members = within(team).getAllByRole('article');
    expect(members).toHaveLength(8);

    members.forEach((member, index) => {
      const name = within(member).getByRole('heading').textContent ?? '';
      expect(member).toHaveAccessibleName(name);
      expect(member.querySelector('img')).toHaveAttribute(
        'src',
        `/images/team/member-${index + 1}.svg`,
      );
      const socialLinks = within(member).getAllByRole('link');
      expect(socialLinks.map((link) => link.getAttribute('aria-label'))).toEqual([
        `${name} on Facebook`,
        `${name} on LinkedIn`,
      ]);
    });
  });

  it('reaches a member’s links with the keyboard, which reveals the details', async () => {
    const { user } = renderRoute('/about');
    const team = await screen.findByRole('list', { name: 'Team members' });
    const [firstMember] = within(team).getAllByRole('article');
    if (!firstMember) throw new Error('no team member shown');

    const [firstLink] = within(firstMember).getAllByRole('link');
    while (document.activeElement !== firstLink) await user.tab();
    // The details are shown by CSS :focus-within on this card.
    expect(firstMember).toContainElement(document.activeElement as HTMLElement);
  });
});
