export type Testimonial = { photo: string; quote: string; name: string; place: string };

const photo = '/images/people/reader.svg';

/** The home page's testimonial in English (Bangla: testimonialContent.bn.ts, in the Bangla chunk) (long-form content, in the home chunk). */
export const testimonial: Testimonial = {
  photo,
  quote:
    'I sold my university books in a week and found a first edition I had wanted for years. ' +
    'Meeting the seller was easy, and the book was exactly as described.',
  name: 'Nusrat Jahan',
  place: 'Reader from Dhaka',
};
