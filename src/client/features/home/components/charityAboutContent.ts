export type CharityAboutContent = { imageAlt: string; heading: string; paragraphs: string[] };

/** The home page's about block in English (Bangla: charityAboutContent.bn.ts, in the Bangla chunk) (long-form content, in the home chunk). */
export const charityAbout: CharityAboutContent = {
  imageAlt: 'A small community library where children sit on a mat reading books',
  heading: 'A bookstore that gives reading back',
  paragraphs: [
    'We grew out of a small charity bookstore that collects donated books and sells them to ' +
      'fund reading programmes for children who have no library nearby.',
    'The same idea runs this marketplace: a book you no longer need can open a new world for ' +
      'someone else. Buy second hand, sell what you have read, and help more people learn to read.',
  ],
};
