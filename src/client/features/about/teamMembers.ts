import type { Language } from '../../../shared/languages';

/** The team showcase. The content is placeholder text. */
export type TeamMember = { name: string; role: string; bio: string; photo: string };

type Person = Omit<TeamMember, 'photo' | 'bio'>;

const bios: Record<Language, string> = {
  en: 'Placeholder profile: a short introduction to this team member will appear here.',
  bn: 'নমুনা প্রোফাইল: এখানে দলের এই সদস্যের একটি ছোট পরিচিতি থাকবে।',
};

// The same eight people in the same order in each language: the photos follow the order.
const people: Record<Language, Person[]> = {
  en: [
    { name: 'Tanvir Ahmed', role: 'Founder' },
    { name: 'Nusrat Jahan', role: 'Operations lead' },
    { name: 'Rafiq Islam', role: 'Community manager' },
    { name: 'Farhana Akter', role: 'Product designer' },
    { name: 'Mahmudul Hasan', role: 'Web developer' },
    { name: 'Sadia Rahman', role: 'Seller support' },
    { name: 'Arif Chowdhury', role: 'Partnerships' },
    { name: 'Tasnim Sultana', role: 'Customer care' },
  ],
  bn: [
    { name: 'তানভীর আহমেদ', role: 'প্রতিষ্ঠাতা' },
    { name: 'নুসরাত জাহান', role: 'অপারেশনস প্রধান' },
    { name: 'রফিক ইসলাম', role: 'কমিউনিটি ম্যানেজার' },
    { name: 'ফারহানা আক্তার', role: 'প্রোডাক্ট ডিজাইনার' },
    { name: 'মাহমুদুল হাসান', role: 'ওয়েব ডেভেলপার' },
    { name: 'সাদিয়া রহমান', role: 'বিক্রেতা সহায়তা' },
    { name: 'আরিফ চৌধুরী', role: 'পার্টনারশিপ' },
    { name: 'তাসনিম সুলতানা', role: 'গ্রাহকসেবা' },
  ],
};

const teamIn = (language: Language): TeamMember[] =>
  people[language].map((person, index) => ({
    ...person,
    bio: bios[language],
    photo: `/images/team/member-${index + 1}.svg`,
  }));

/** The team in each language (long-form content: it stays in the about chunk). */
export const teamMembers: Record<Language, TeamMember[]> = { en: teamIn('en'), bn: teamIn('bn') };
