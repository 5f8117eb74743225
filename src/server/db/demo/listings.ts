import type { CategoryName, Condition, Location } from '../../../shared/constants';
import { ART_LISTINGS } from './artListings';
import { BANGLA_LISTINGS } from './banglaListings';
import { FICTION_LISTINGS } from './fictionListings';
import { NON_FICTION_LISTINGS } from './nonFictionListings';

export interface DemoListing {
  /** Names the cover in public/images/books/<slug>.svg. */
  slug: string;
  title: string;
  /** As the book names its author; every demo book has one. */
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
  ...BANGLA_LISTINGS,
];
