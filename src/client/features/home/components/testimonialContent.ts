import type { Language } from '../../../../shared/languages';

export type Testimonial = { photo: string; quote: string; name: string; place: string };

const photo = '/images/people/reader.svg';

/** The home page's testimonial in each language (long-form content, in the home chunk). */
export const testimonial: Record<Language, Testimonial> = {
  en: {
    photo,
    quote:
      'I sold my university books in a week and found a first edition I had wanted for years. ' +
      'Meeting the seller was easy, and the book was exactly as described.',
    name: 'Nusrat Jahan',
    place: 'Reader from Dhaka',
  },
  bn: {
    photo,
    quote:
      'এক সপ্তাহেই বিশ্ববিদ্যালয়ের বইগুলো বিক্রি হয়ে গেল, আর বহু বছর ধরে খুঁজছিলাম এমন একটি ' +
      'প্রথম সংস্করণও পেয়ে গেলাম। বিক্রেতার সঙ্গে দেখা করা ছিল সহজ, আর বইটি ছিল ঠিক যেমনটা বলা হয়েছিল।',
    name: 'নুসরাত জাহান',
    place: 'ঢাকার একজন পাঠক',
  },
};
