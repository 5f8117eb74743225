import { ART_LISTINGS } from './artListings';
import { BANGLA_LISTINGS } from './banglaListings';
import type { DemoListing } from './demoListing';
import { FICTION_LISTINGS } from './fictionListings';
import { NON_FICTION_LISTINGS } from './nonFictionListings';

export const bookImage = (slug: string) => `/images/books/${slug}.svg`;

export const DEMO_LISTINGS: readonly DemoListing[] = [
  ...ART_LISTINGS,
  ...FICTION_LISTINGS,
  ...NON_FICTION_LISTINGS,
  ...BANGLA_LISTINGS,
];
