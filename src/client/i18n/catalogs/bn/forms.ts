import type { CatalogShape } from '../../catalogShape';

/** The form fields' own texts in Bangla. */
export const forms = {
  chosenPicture: 'বেছে নেওয়া ছবি',
  uploadProgress: 'ছবি আপলোডের অগ্রগতি',
  // `number`, so the percentage is written in Bangla digits.
  percent: '{percent, number}%',
} satisfies CatalogShape['forms'];
