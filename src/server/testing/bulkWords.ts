/**
 * The words of the bulk listings (bulkListings.ts), most frequent first where the order matters:
 * a pick favours the first words, as real titles favour common words. English and Bangla, so that
 * the scale tests and the bench search for realistic words of both.
 */
const words = (text: string): readonly string[] => text.trim().split(/\s+/);

export const TITLE_WORDS = words(`
  history world life stories love river modern guide city night introduction poems garden
  village science kingdom secret mathematics journey bengal letters memoirs economics physics
  dreams children freedom painting ocean empire philosophy selected essays festival monsoon delta
  chemistry biology programming algorithms photography cooking islands mountains railway harvest
  lanterns weavers boatman`);

export const BANGLA_TITLE_WORDS = words(`
  গল্প কবিতা ইতিহাস নদী মানুষ আকাশ পথের পাঁচালী দেশ গান স্মৃতি বাংলা রাত সমুদ্র শহর গ্রাম উপন্যাস
  জীবন ছোটদের বিজ্ঞান`);

/** Whole names, a few in Bangla; '' is a listing without an author. */
export const AUTHORS = [
  'Humayun Ahmed',
  'হুমায়ূন আহমেদ',
  'Rabindranath Tagore',
  'রবীন্দ্রনাথ ঠাকুর',
  'Yuval Noah Harari',
  'Kazi Nazrul Islam',
  'কাজী নজরুল ইসলাম',
  'Jibanananda Das',
  'জীবনানন্দ দাশ',
  'Selina Hossain',
  'Muhammed Zafar Iqbal',
  'মুহম্মদ জাফর ইকবাল',
  'Sunil Gangopadhyay',
  'Arundhati Roy',
  'Gabriel Garcia Marquez',
  'Amitav Ghosh',
  'Syed Waliullah',
  'Shahidullah Kaiser',
  '',
];

export const TOPICS = words(`
  family war friendship rivers cities politics school markets music travel science faith farming
  cricket poetry painting trade food football language grammar exams medicine law engineering
  accounting business computers gardening birds animals forests weather villages childhood mothers
  fathers teachers students soldiers sailors fishermen kings queens ghosts detectives crime mystery
  romance comedy dance theatre cinema photographs maps architecture temples mosques festivals
  weddings recipes spices tea rice boats trains roads bridges islands mountains deserts stars
  planets numbers geometry algebra history liberation independence partition migration letters
  diaries`);

export const BANGLA_TOPICS = words(`
  পরিবার বন্ধুত্ব নদী গ্রাম শহর যুদ্ধ সংগীত ভ্রমণ শৈশব মা স্কুল বাজার বৃষ্টি ইতিহাস মুক্তিযুদ্ধ রান্না কবিতা
  প্রেম`);

/** Two topics go into each; %s marks them. */
export const DESCRIPTIONS = [
  'A used copy about %s and %s, read once and kept on a shelf.',
  'Good reading on %s; a few pencil notes in the margins. Also %s.',
  'Gift from a friend, never opened. About %s and %s.',
  'Old edition, cover worn, pages clean. %s and %s for students.',
  'Hardcover with dust jacket, on %s, with chapters on %s.',
  'Paperback, spine creased. Covers %s, %s and more.',
];
