import type { Testimonial } from './testimonialContent';

const photo = '/images/people/reader.svg';

/** testimonialContent in Bangla: travels in the Bangla chunk (i18n/banglaPack.ts), not the home page's. */
export const testimonialBn: Testimonial = {
  photo,
  quote:
    'এক সপ্তাহেই বিশ্ববিদ্যালয়ের বইগুলো বিক্রি হয়ে গেল, আর বহু বছর ধরে খুঁজছিলাম এমন একটি ' +
    'প্রথম সংস্করণও পেয়ে গেলাম। বিক্রেতার সঙ্গে দেখা করা ছিল সহজ, আর বইটি ছিল ঠিক যেমনটা বলা হয়েছিল।',
  name: 'নুসরাত জাহান',
  place: 'ঢাকার একজন পাঠক',
};
