/** Ours: the team page, /about; the team's names, roles and bios are in features/about. */
export const about = {
  heading: 'Meet our team',
  intro: 'Hover over a portrait, or tab to it, to learn who keeps the books moving.',
  teamList: 'Team members',
  onFacebook: '{name} on Facebook',
  onLinkedIn: '{name} on LinkedIn',
};
