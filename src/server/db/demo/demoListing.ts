import type { CategoryName, Condition, Location } from '../../../shared/constants';

/** One demo book for sale, as the demo data lists it (listings.ts gathers them by category). */
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
  /** 'Fixed price': the seller takes no offers on it (one demo book, so both show). */
  fixedPrice?: boolean;
  /** Spreads post dates over the recent past, counted from the first seeding. */
  postedHoursAgo: number;
}
