/** The team showcase. The content is placeholder text, as in the seed. */
export type TeamMember = { name: string; role: string; bio: string; photo: string };

const bio = 'Placeholder profile: a short introduction to this team member will appear here.';

const people: Omit<TeamMember, 'photo' | 'bio'>[] = [
  { name: 'Tanvir Ahmed', role: 'Founder' },
  { name: 'Nusrat Jahan', role: 'Operations lead' },
  { name: 'Rafiq Islam', role: 'Community manager' },
  { name: 'Farhana Akter', role: 'Product designer' },
  { name: 'Mahmudul Hasan', role: 'Web developer' },
  { name: 'Sadia Rahman', role: 'Seller support' },
  { name: 'Arif Chowdhury', role: 'Partnerships' },
  { name: 'Tasnim Sultana', role: 'Customer care' },
];

export const teamMembers: TeamMember[] = people.map((person, index) => ({
  ...person,
  bio,
  photo: `/images/team/member-${index + 1}.svg`,
}));
