import { LISTING_DESCRIPTION_PREVIEW, ELLIPSIS } from '../../../shared/constants';

/**
 * A book card's description: its first 97 characters plus '...' (docs/product.md#book-cards).
 * Unlike the category preview, the ellipsis always follows, even a short text.
 */
export function previewListingDescription(description: string): string {
  return `${description.slice(0, LISTING_DESCRIPTION_PREVIEW)}${ELLIPSIS}`;
}
