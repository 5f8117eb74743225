import type { CategoryName, Condition, Location } from '../../../shared/constants';
import { ART_LISTINGS } from './artListings';
import { FICTION_LISTINGS } from './fictionListings';
import { NON_FICTION_LISTINGS } from './nonFictionListings';

export interface DemoListing {
  /** Names the cover in public/images/books/<slug>.svg. */
  slug: string;
  title: string;
  author?: string;
  category: CategoryName;
  sellerEmail: string;
  originalPrice: number;
  sellerPrice: number;
  used: string;
  condition: Condition;
  location: Location;
  contact: string;
  description: string;
  relevantInformation: string;
  adv?: boolean;
  sold?: boolean;
  /** Spreads post dates over the recent past, counted from the first seeding. */
  postedHoursAgo: number;
}

export const bookImage = (slug: string) => `/images/books/${slug}.svg`;

export const DEMO_LISTINGS: readonly DemoListing[] = [
  ...ART_LISTINGS,
  ...FICTION_LISTINGS,
  ...NON_FICTION_LISTINGS,
];
