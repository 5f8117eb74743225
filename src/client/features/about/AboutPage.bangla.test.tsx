import { screen, within } from '@testing-library/react';
import { contentTexts } from '../../testing/contentTexts';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import { renderRouteIn } from '../../testing/renderWithProviders';
import { teamMembers } from './teamMembers';

describe('about page in Bangla', () => {
  it('shows the team in Bangla, with no English left', async () => {
    await renderRouteIn('bn', '/about');

    const team = await screen.findByRole('list', { name: 'দলের সদস্যরা' });
    const members = within(team).getAllByRole('article');
    expect(members).toHaveLength(8);
    const first = teamMembers.bn[0]!;
    expect(members[0]).toHaveAccessibleName(first.name);
    expect(
      within(members[0]!).getByRole('link', { name: `Facebook-এ ${first.name}` }),
    ).toBeInTheDocument();
    expect(document.title).toBe('আমাদের কথা | Used Book Resale');
    expectNoEnglishLeft(document.body, contentTexts(teamMembers.en));
  });
});
